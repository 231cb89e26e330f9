//! Statistics: what the runtime moved, allocated, evicted and launched.
//!
//! The cache and the runtime add to one [`Stats`] value as they work. With
//! `P4A_STATS=path`, the C layer writes it as JSON ([`Stats::to_json`], format below) when
//! the program exits or calls `p4a_runtime_finish`, and prints [`Stats::summary`] on
//! stderr. The validation suite reads the JSON; keep its field names stable.
//!
//! ```json
//! {"version": 1, "backend": "opencl", "device": "pthread-...",
//!  "h2d": {"count": 3, "bytes": 24000, "seconds": 0.001},
//!  "d2h": {"count": 1, "bytes": 8000, "seconds": 0.0005},
//!  "d2h_skipped": {"count": 0, "bytes": 0},
//!  "d2d": {"count": 0, "bytes": 0, "seconds": 0.0},
//!  "allocations": {"count": 3, "bytes": 24000}, "frees": {"count": 3, "bytes": 24000},
//!  "evictions": {"count": 0, "bytes": 0, "writeback_bytes": 0},
//!  "peak_device_bytes": 24000,
//!  "launches": {"count": 10, "chunks": 10, "skipped_empty": 0, "seconds": 0.02},
//!  "kernels": [{"name": "vadd", "launches": 10, "seconds": 0.02,
//!               "tuned": [{"counts": [1000000], "chosen": [512, 1, 1],
//!                          "candidates": [{"block": [256, 1, 1], "seconds": [0.004, 0.002]},
//!                                    {"block": [512, 1, 1], "seconds": [0.003, 0.001]}]}]}],
//!  "programs": {"count": 1, "seconds": 0.08}}
//! ```
//!
//! Times are wall-clock seconds measured around blocking calls. Kernel times are measured
//! only when statistics or tracing are on, because measuring them waits for each launch.
//!
//! `tuned` lists the kernel's block-shape tunings (`crate::tune`; empty with `P4A_TUNE=0`
//! or when no space offered a choice): the counts of the launch that started each one, the
//! block kept (`null` while the tuning is unfinished: the program ended first), and each
//! candidate, in order, with the seconds of each of its timed launches (none for one not
//! tried yet). Each tuning
//! is also printed on stderr under the summary line ([`Stats::tuning_lines`]).

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Count, bytes and time of one kind of transfer.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Transfers {
    /// Number of runtime calls that moved at least one byte.
    pub count: u64,
    /// Bytes moved.
    pub bytes: u64,
    /// Seconds spent in the backend's copy calls.
    pub seconds: f64,
}

impl Transfers {
    /// Records one transfer of `bytes` bytes that took `seconds`.
    pub fn add(&mut self, bytes: u64, seconds: f64) {
        self.count += 1;
        self.bytes += bytes;
        self.seconds += seconds;
    }
}

/// Launch count and time of one kernel.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KernelStats {
    /// Calls of `p4a_kernel_launch` that launched something.
    pub launches: u64,
    /// Seconds from the first enqueue to the end of the last chunk (0 when not timed).
    pub seconds: f64,
    /// The kernel's block-shape tunings, in the order they started.
    pub tuned: Vec<TuneStats>,
}

/// One block-shape tuning of a kernel (`crate::tune`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TuneStats {
    /// Counts of the launch that started the tuning (one per dimension of the space).
    pub counts: Vec<u64>,
    /// The block kept, once every candidate has been timed.
    pub chosen: Option<[u32; 3]>,
    /// Each candidate block, in order, with the seconds of its timed launches (none
    /// before it is tried).
    pub candidates: Vec<([u32; 3], Vec<f64>)>,
}

impl KernelStats {
    /// Adds or replaces the tuning that started with a launch over `tuning.counts`.
    pub fn record_tuning(&mut self, tuning: TuneStats) {
        match self
            .tuned
            .iter_mut()
            .find(|old| old.counts == tuning.counts)
        {
            Some(old) => *old = tuning,
            None => self.tuned.push(tuning),
        }
    }
}

/// Everything the runtime counts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// Backend name.
    pub backend: String,
    /// Device name.
    pub device: String,
    /// Host-to-device copies (explicit uploads and restores after eviction).
    pub h2d: Transfers,
    /// Device-to-host copies (explicit downloads and write-backs at eviction).
    pub d2h: Transfers,
    /// Download requests that found nothing device-newer to copy.
    pub d2h_skipped: Transfers,
    /// Device-to-device copies (growing a buffer).
    pub d2d: Transfers,
    /// Device allocations: count and bytes.
    pub allocations: Transfers,
    /// Device frees: count and bytes.
    pub frees: Transfers,
    /// Evictions: count and bytes of the evicted buffers.
    pub evictions: Transfers,
    /// Bytes written back to the host by evictions (also counted in `d2h`).
    pub eviction_writeback_bytes: u64,
    /// Bytes held on the device now.
    pub device_bytes: u64,
    /// Largest value of `device_bytes` seen.
    pub peak_device_bytes: u64,
    /// Launch calls that launched something.
    pub launches: u64,
    /// Grid chunks launched (one per backend launch).
    pub chunks: u64,
    /// Launch calls skipped because the iteration space was empty.
    pub skipped_empty: u64,
    /// Seconds spent in launches (when timed).
    pub launch_seconds: f64,
    /// Per-kernel launches, by kernel name.
    pub kernels: BTreeMap<String, KernelStats>,
    /// Program builds: count and seconds.
    pub programs: Transfers,
    /// `--check-transfers`: reads of bytes whose newest copy is on the other side (a
    /// missing transfer), and the first source lines where they happened.
    pub stale_reads: u64,
    /// Bytes of those reads.
    pub stale_bytes: u64,
    /// `--check-transfers`: bytes uploaded that the device already held.
    pub redundant_bytes: u64,
    /// Source lines of the first stale reads (at most 16).
    pub stale_lines: Vec<u32>,
}

impl Stats {
    /// Records a device allocation of `bytes`.
    pub fn allocated(&mut self, bytes: u64) {
        self.allocations.add(bytes, 0.0);
        self.device_bytes += bytes;
        self.peak_device_bytes = self.peak_device_bytes.max(self.device_bytes);
    }

    /// Records a device free of `bytes`.
    pub fn freed(&mut self, bytes: u64) {
        self.frees.add(bytes, 0.0);
        self.device_bytes = self.device_bytes.saturating_sub(bytes);
    }

    /// The statistics as a JSON object (see the module doc for the format).
    pub fn to_json(&self) -> String {
        fn transfers(out: &mut String, name: &str, t: &Transfers, with_seconds: bool) {
            let _ = write!(
                out,
                "\"{name}\": {{\"count\": {}, \"bytes\": {}",
                t.count, t.bytes
            );
            if with_seconds {
                let _ = write!(out, ", \"seconds\": {}", json_f64(t.seconds));
            }
            out.push_str("}, ");
        }
        let mut out = String::from("{\"version\": 1, ");
        let _ = write!(
            out,
            "\"backend\": {}, \"device\": {}, ",
            json_string(&self.backend),
            json_string(&self.device)
        );
        transfers(&mut out, "h2d", &self.h2d, true);
        transfers(&mut out, "d2h", &self.d2h, true);
        transfers(&mut out, "d2h_skipped", &self.d2h_skipped, false);
        transfers(&mut out, "d2d", &self.d2d, true);
        transfers(&mut out, "allocations", &self.allocations, false);
        transfers(&mut out, "frees", &self.frees, false);
        let _ = write!(
            out,
            "\"evictions\": {{\"count\": {}, \"bytes\": {}, \"writeback_bytes\": {}}}, ",
            self.evictions.count, self.evictions.bytes, self.eviction_writeback_bytes
        );
        let _ = write!(out, "\"peak_device_bytes\": {}, ", self.peak_device_bytes);
        let _ = write!(
            out,
            "\"stale_reads\": {}, \"stale_bytes\": {}, \"redundant_bytes\": {}, \"stale_lines\": {:?}, ",
            self.stale_reads, self.stale_bytes, self.redundant_bytes, self.stale_lines
        );
        let _ = write!(
            out,
            "\"launches\": {{\"count\": {}, \"chunks\": {}, \"skipped_empty\": {}, \"seconds\": {}}}, ",
            self.launches,
            self.chunks,
            self.skipped_empty,
            json_f64(self.launch_seconds)
        );
        out.push_str("\"kernels\": [");
        for (i, (name, kernel)) in self.kernels.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(
                out,
                "{{\"name\": {}, \"launches\": {}, \"seconds\": {}, \"tuned\": [",
                json_string(name),
                kernel.launches,
                json_f64(kernel.seconds)
            );
            for (j, tuning) in kernel.tuned.iter().enumerate() {
                if j > 0 {
                    out.push_str(", ");
                }
                let chosen = tuning
                    .chosen
                    .map_or_else(|| "null".to_string(), |block| format!("{block:?}"));
                let _ = write!(
                    out,
                    "{{\"counts\": {:?}, \"chosen\": {chosen}, \"candidates\": [",
                    tuning.counts
                );
                for (k, (block, seconds)) in tuning.candidates.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    let seconds: Vec<String> = seconds.iter().map(|&s| json_f64(s)).collect();
                    let _ = write!(
                        out,
                        "{{\"block\": {block:?}, \"seconds\": [{}]}}",
                        seconds.join(", ")
                    );
                }
                out.push_str("]}");
            }
            out.push_str("]}");
        }
        let _ = writeln!(
            out,
            "], \"programs\": {{\"count\": {}, \"seconds\": {}}}}}",
            self.programs.count,
            json_f64(self.programs.seconds)
        );
        out
    }

    /// One line for stderr.
    pub fn summary(&self) -> String {
        format!(
            "p4a: {} ({}): {} H2D copies ({}), {} D2H copies ({}), {} allocations ({} peak), {} evictions, {} kernel launches ({:.3} s)",
            self.backend,
            self.device,
            self.h2d.count,
            human_bytes(self.h2d.bytes),
            self.d2h.count,
            human_bytes(self.d2h.bytes),
            self.allocations.count,
            human_bytes(self.peak_device_bytes),
            self.evictions.count,
            self.launches,
            self.launch_seconds
        )
    }

    /// One line per block-shape tuning, for stderr: the kernel, the counts that started
    /// it, the block kept, and each candidate tried with its best time.
    pub fn tuning_lines(&self) -> Vec<String> {
        let mut res = Vec::new();
        for (name, kernel) in &self.kernels {
            for tuning in &kernel.tuned {
                let rank = tuning.counts.len().clamp(1, 3);
                let tried: Vec<String> = tuning
                    .candidates
                    .iter()
                    .filter_map(|(block, seconds)| {
                        let best = seconds.iter().copied().min_by(f64::total_cmp)?;
                        Some(format!("{} {:.3} ms", extents(&block[..rank]), best * 1e3))
                    })
                    .collect();
                let chosen = match tuning.chosen {
                    Some(block) => format!("kept {}", extents(&block[..rank])),
                    None => format!(
                        "unfinished after {} of {} candidates",
                        tried.len(),
                        tuning.candidates.len()
                    ),
                };
                res.push(format!(
                    "p4a: tuned {name} over {}: {chosen}; tried {}",
                    extents(&tuning.counts),
                    tried.join(", ")
                ));
            }
        }
        res
    }
}

/// `16x16`-style text for the first `rank` extents of a block or a space.
fn extents<T: std::fmt::Display>(values: &[T]) -> String {
    let parts: Vec<String> = values.iter().map(ToString::to_string).collect();
    parts.join("x")
}

/// `1.5 MB`-style byte counts (powers of 1000, as the copy benchmarks use).
pub fn human_bytes(bytes: u64) -> String {
    match bytes {
        0..1_000 => format!("{bytes} B"),
        1_000..1_000_000 => format!("{:.1} kB", bytes as f64 / 1e3),
        1_000_000..1_000_000_000 => format!("{:.1} MB", bytes as f64 / 1e6),
        _ => format!("{:.2} GB", bytes as f64 / 1e9),
    }
}

/// A JSON number for `value` (finite; non-finite values become 0).
fn json_f64(value: f64) -> String {
    if value.is_finite() {
        format!("{value:?}")
    } else {
        "0.0".into()
    }
}

/// A JSON string literal for `text`.
fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            ch if (ch as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", ch as u32);
            }
            ch => out.push(ch),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_has_every_field_and_escapes_names() {
        let mut stats = Stats {
            backend: "sim".into(),
            device: "a \"quoted\"\nname".into(),
            ..Stats::default()
        };
        stats.h2d.add(100, 0.5);
        stats.allocated(100);
        stats.kernels.insert(
            "k\\1".into(),
            KernelStats {
                launches: 2,
                seconds: 0.25,
                tuned: Vec::new(),
            },
        );
        let tuned = stats.kernels.entry("jacobi".into()).or_default();
        tuned.record_tuning(TuneStats {
            counts: vec![1024, 1024],
            chosen: None,
            candidates: vec![([16, 16, 1], vec![0.5])],
        });
        tuned.record_tuning(TuneStats {
            counts: vec![1024, 1024],
            chosen: Some([256, 1, 1]),
            candidates: vec![
                ([16, 16, 1], vec![0.5, 0.25]),
                ([256, 1, 1], vec![0.125, 0.0625]),
            ],
        });
        tuned.record_tuning(TuneStats {
            counts: vec![8],
            chosen: None,
            candidates: vec![([8, 1, 1], vec![0.001]), ([16, 1, 1], vec![])],
        });
        let json = stats.to_json();
        for field in [
            "\"h2d\": {\"count\": 1, \"bytes\": 100, \"seconds\": 0.5}",
            "\"device\": \"a \\\"quoted\\\"\\nname\"",
            "\"name\": \"k\\\\1\", \"launches\": 2",
            "\"peak_device_bytes\": 100",
            "\"evictions\": {\"count\": 0",
            "\"launches\": 2, \"seconds\": 0.25, \"tuned\": []",
            "\"tuned\": [{\"counts\": [1024, 1024], \"chosen\": [256, 1, 1], \"candidates\": [{\"block\": [16, 16, 1], \"seconds\": [0.5, 0.25]}, {\"block\": [256, 1, 1], \"seconds\": [0.125, 0.0625]}]}, {\"counts\": [8], \"chosen\": null, \"candidates\": [{\"block\": [8, 1, 1], \"seconds\": [0.001]}, {\"block\": [16, 1, 1], \"seconds\": []}]}]",
        ] {
            assert!(json.contains(field), "{field} not in {json}");
        }
        assert!(stats.summary().starts_with("p4a: sim"));
        assert_eq!(
            stats.tuning_lines(),
            [
                "p4a: tuned jacobi over 1024x1024: kept 256x1; tried 16x16 250.000 ms, 256x1 62.500 ms",
                "p4a: tuned jacobi over 8: unfinished after 1 of 2 candidates; tried 8 1.000 ms",
            ]
        );
        assert_eq!(human_bytes(2_500_000), "2.5 MB");
    }
}
