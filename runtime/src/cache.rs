//! The address-mapping cache: host address ranges → device buffers, with per-byte
//! validity, growth, LRU eviction and unmapping. It is backend-independent: every device
//! operation goes through a [`Backend`] passed in by the caller.
//!
//! # Model
//!
//! The cache holds *entries*, each a host range `[start, start + len)` mirrored by one
//! device buffer of `len` bytes with the same layout (byte `start + k` lives at buffer
//! offset `k`). Entries never overlap. An entry is *resident* (it has a buffer) or
//! *evicted* (it keeps only its validity, to restore the device copy on next use).
//!
//! Each byte of an entry has a [`Validity`]: `HostNewer` (the device copy is stale or
//! garbage), `Synced`, or `DeviceNewer` (a kernel wrote it and nobody downloaded it). An
//! evicted entry has no `DeviceNewer` byte: its `Synced` bytes are those to upload when
//! the entry is made resident again.
//!
//! # Invariants (checked by [`Cache::check_invariants`] in the tests)
//!
//! 1. Entries are disjoint, non-empty, and `index` holds exactly the live entries.
//! 2. A resident entry's buffer holds `len` bytes; `resident_bytes` is the sum of the
//!    resident entries' lengths.
//! 3. An evicted entry has no `DeviceNewer` byte.
//! 4. No byte is lost: a `DeviceNewer` byte is only ever discarded by [`Cache::unmap`] on
//!    the unmapped range itself (the host memory is going away); eviction, growth and
//!    merging first copy it back to the host or to the new buffer.
//!
//! # Contract with the host program
//!
//! The cache cannot see host writes. Before the host writes bytes that may be
//! `DeviceNewer`, the program downloads them ([`Cache::copy_from_device`]) or reports the
//! write afterwards ([`Cache::mark_host_written`]) before any other runtime call. Every
//! mapped range stays valid, writable host memory until it is unmapped (eviction writes
//! device-newer data back into it at any later call). Generated code keeps this contract
//! by construction: downloads are placed before host accesses, and arrays are unmapped
//! before they are freed or go out of scope.
//!
//! # Operations
//!
//! - [`Cache::map`]: make `[host, host + len)` resident. A range inside a resident entry
//!   is a hit (interior pointers resolve to the enclosing buffer). A range that overlaps
//!   several entries or reaches past one is *merged*: one new buffer covers the union,
//!   and each old entry's valid bytes are copied into it on the device (or uploaded from
//!   the host for evicted entries), so that growth never loses device data.
//! - Eviction: when an allocation would pass the memory limit, or the backend reports
//!   that the device is full, the least-recently-used unpinned resident entry is evicted:
//!   its `DeviceNewer` bytes are downloaded, its buffer is freed.
//! - Pinning: a launch pins the entries of its arguments so that mapping one argument
//!   cannot evict another ([`Cache::begin_pins`] / [`Cache::end_pins`]).

use std::collections::BTreeMap;
use std::time::Instant;

use crate::backend::{Backend, BufferId};
use crate::blocks::Block;
use crate::error::{Error, Result};
use crate::index::RangeIndex;
use crate::segments::{Segments, Validity};
use crate::stats::Stats;

/// One mapped host range.
#[derive(Clone, Debug)]
pub struct Entry {
    /// First host byte.
    pub start: usize,
    /// Length in bytes (> 0).
    pub len: usize,
    /// The device buffer, when resident.
    pub buffer: Option<BufferId>,
    /// Per-byte validity, offsets relative to `start`.
    pub validity: Segments,
    /// Logical time of the last use, for LRU.
    pub last_use: u64,
    /// The pin epoch in which the entry was last pinned.
    pin_epoch: u64,
}

impl Entry {
    /// One past the last host byte.
    pub fn end(&self) -> usize {
        self.start + self.len
    }
}

/// Where a host address lives on the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resolved {
    /// The entry's slot.
    pub slot: usize,
    /// The buffer.
    pub buffer: BufferId,
    /// Byte offset of the host address in the buffer.
    pub offset: usize,
}

/// The address-mapping cache. See the module documentation.
#[derive(Debug)]
pub struct Cache {
    slots: Vec<Option<Entry>>,
    free_slots: Vec<usize>,
    /// Entry ranges → slots; a lookup touches only this index.
    index: RangeIndex,
    resident_bytes: u64,
    limit: u64,
    max_alloc: u64,
    clock: u64,
    pin_epoch: u64,
    pins_active: bool,
    /// Transfer, allocation and eviction counts.
    pub stats: Stats,
}

/// Host memory `[start, start + len)` as a byte slice.
///
/// # Safety
/// The range must be valid, readable host memory (the cache's contract).
unsafe fn host_bytes<'a>(start: usize, len: usize) -> &'a [u8] {
    unsafe { std::slice::from_raw_parts(start as *const u8, len) }
}

/// Host memory `[start, start + len)` as a mutable byte slice.
///
/// # Safety
/// The range must be valid, writable host memory (the cache's contract).
unsafe fn host_bytes_mut<'a>(start: usize, len: usize) -> &'a mut [u8] {
    unsafe { std::slice::from_raw_parts_mut(start as *mut u8, len) }
}

/// `[start, start + len)` as a checked end address.
fn range_end(what: &str, start: usize, len: usize) -> Result<usize> {
    if start == 0 {
        return Err(Error::Invalid(format!("{what}: null host pointer")));
    }
    start
        .checked_add(len)
        .ok_or_else(|| Error::Invalid(format!("{what}: host range {start:#x}+{len} wraps around")))
}

impl Cache {
    /// An empty cache that keeps at most `limit` bytes resident, in buffers of at most
    /// `max_alloc` bytes.
    pub fn new(limit: u64, max_alloc: u64) -> Cache {
        Cache {
            slots: Vec::new(),
            free_slots: Vec::new(),
            index: RangeIndex::new(),
            resident_bytes: 0,
            limit,
            max_alloc,
            clock: 0,
            pin_epoch: 1,
            pins_active: false,
            stats: Stats::default(),
        }
    }

    /// The memory limit in bytes.
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// Bytes held by resident buffers.
    pub fn resident_bytes(&self) -> u64 {
        self.resident_bytes
    }

    /// The entry in `slot`. Panics on an empty slot (a caller bug).
    pub fn entry(&self, slot: usize) -> &Entry {
        self.slots[slot].as_ref().expect("empty cache slot")
    }

    /// Every entry, in host address order.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> + '_ {
        self.index.iter().map(move |(_, _, slot)| self.entry(slot))
    }

    /// Number of entries (resident and evicted).
    pub fn len(&self) -> usize {
        self.index.len()
    }

    /// Whether the cache has no entry.
    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// The entry containing host address `addr`, and the address's offset in it.
    #[inline]
    pub fn lookup(&self, addr: usize) -> Option<(usize, usize)> {
        let (start, _, slot) = self.index.find(addr)?;
        Some((slot, addr - start))
    }

    /// Starts a pin scope: entries mapped with `pin` stay resident until [`Cache::end_pins`].
    pub fn begin_pins(&mut self) {
        self.pin_epoch += 1;
        self.pins_active = true;
    }

    /// Ends the pin scope: every pin is released.
    pub fn end_pins(&mut self) {
        self.pin_epoch += 1;
        self.pins_active = false;
    }

    fn is_pinned(&self, entry: &Entry) -> bool {
        self.pins_active && entry.pin_epoch == self.pin_epoch
    }

    fn tick(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }

    fn entry_mut(&mut self, slot: usize) -> &mut Entry {
        self.slots[slot].as_mut().expect("empty cache slot")
    }

    fn insert(&mut self, entry: Entry) -> usize {
        let (start, end) = (entry.start, entry.end());
        let slot = match self.free_slots.pop() {
            Some(slot) => {
                self.slots[slot] = Some(entry);
                slot
            }
            None => {
                self.slots.push(Some(entry));
                self.slots.len() - 1
            }
        };
        self.index.insert(start, end, slot);
        slot
    }

    fn remove(&mut self, slot: usize) -> Entry {
        let entry = self.slots[slot].take().expect("empty cache slot");
        self.index.remove(entry.start);
        self.free_slots.push(slot);
        entry
    }

    /// Slots of the entries that overlap `[start, end)`, in address order.
    fn overlapping(&self, start: usize, end: usize) -> Vec<usize> {
        self.index.overlapping(start, end)
    }

    /// Makes `[host, host + len)` resident and returns where `host` lives. `len == 0`
    /// means "the entry that contains `host`", which must exist.
    ///
    /// # Safety
    /// Every mapped range, this one included, must be valid host memory (see the module
    /// doc): mapping may evict, which writes into other mapped ranges.
    pub unsafe fn map<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        host: usize,
        len: usize,
        pin: bool,
    ) -> Result<Resolved> {
        unsafe { self.map_skipping(backend, host, len, pin, None) }
    }

    /// [`Cache::map`], not restoring the bytes of `skip` (relative host range) that the
    /// caller is about to upload anyway.
    unsafe fn map_skipping<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        host: usize,
        len: usize,
        pin: bool,
        skip: Option<(usize, usize)>,
    ) -> Result<Resolved> {
        let end = range_end("map", host, len)?;
        let (start, end) = if len == 0 {
            match self.lookup(host) {
                Some((slot, _)) => (self.entry(slot).start, self.entry(slot).end()),
                None => {
                    return Err(Error::NotMapped {
                        what: "map",
                        start: host,
                        end: host + 1,
                    });
                }
            }
        } else {
            (host, end)
        };
        // One entry containing the whole range is a hit (made resident again if it was
        // evicted); anything else is a merge of the overlapping entries.
        let slot = match self.index.find(start) {
            Some((_, entry_end, slot)) if end <= entry_end => {
                if self.entry(slot).buffer.is_none() {
                    unsafe { self.make_resident(backend, slot, skip)? };
                }
                slot
            }
            _ => {
                let overlap = self.overlapping(start, end);
                unsafe { self.merge(backend, start, end, &overlap, skip)? }
            }
        };
        let now = self.tick();
        let epoch = self.pin_epoch;
        let entry = self.entry_mut(slot);
        entry.last_use = now;
        if pin {
            entry.pin_epoch = epoch;
        }
        Ok(Resolved {
            slot,
            buffer: entry.buffer.expect("mapped entry is resident"),
            offset: host - entry.start,
        })
    }

    /// Gives an evicted entry a buffer again and uploads its `Synced` bytes.
    unsafe fn make_resident<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        slot: usize,
        skip: Option<(usize, usize)>,
    ) -> Result<()> {
        let len = self.entry(slot).len;
        let buffer = unsafe { self.allocate(backend, len, &[slot]) }?;
        let entry = self.entry(slot);
        let runs = restore_runs(entry, entry.start, skip);
        if let Err(err) = unsafe { self.upload_runs(backend, buffer, &runs) } {
            self.free_buffer(backend, buffer, len);
            return Err(err);
        }
        self.entry_mut(slot).buffer = Some(buffer);
        self.resident_bytes += len as u64;
        Ok(())
    }

    /// Replaces the entries `old` (which overlap `[start, end)`) by one resident entry
    /// covering their union with `[start, end)`, keeping every valid byte.
    unsafe fn merge<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        start: usize,
        end: usize,
        old: &[usize],
        skip: Option<(usize, usize)>,
    ) -> Result<usize> {
        let union_start = old
            .iter()
            .map(|&slot| self.entry(slot).start)
            .fold(start, usize::min);
        let union_end = old
            .iter()
            .map(|&slot| self.entry(slot).end())
            .fold(end, usize::max);
        let union_len = union_end - union_start;
        let buffer = match unsafe { self.allocate(backend, union_len, old) } {
            Ok(buffer) => buffer,
            Err(Error::OutOfMemory { .. })
                if old.iter().any(|&slot| self.entry(slot).buffer.is_some()) =>
            {
                // No room next to the old buffers: evict them (their device-newer bytes
                // go back to the host) and restore from the host instead.
                for &slot in old {
                    if self.entry(slot).buffer.is_some() {
                        unsafe { self.evict_slot(backend, slot)? };
                    }
                }
                unsafe { self.allocate(backend, union_len, &[]) }?
            }
            Err(err) => return Err(err),
        };
        let mut validity = Segments::new(union_len as u64, Validity::HostNewer);
        let mut pinned = false;
        for &slot in old {
            let entry = self.entry(slot);
            let at = entry.start - union_start;
            validity.overlay(&entry.validity, at as u64);
            pinned |= self.is_pinned(entry);
            let copied = match entry.buffer {
                Some(old_buffer) => {
                    let old_validity = entry.validity.clone();
                    self.copy_valid(backend, old_buffer, buffer, at, &old_validity)
                }
                None => {
                    let runs = restore_runs(entry, union_start, skip);
                    unsafe { self.upload_runs(backend, buffer, &runs) }
                }
            };
            if let Err(err) = copied {
                self.free_buffer(backend, buffer, union_len);
                return Err(err);
            }
        }
        for &slot in old {
            let entry = self.remove(slot);
            if let Some(old_buffer) = entry.buffer {
                self.free_buffer(backend, old_buffer, entry.len);
                self.resident_bytes -= entry.len as u64;
            }
        }
        self.resident_bytes += union_len as u64;
        let pin_epoch = if pinned { self.pin_epoch } else { 0 };
        Ok(self.insert(Entry {
            start: union_start,
            len: union_len,
            buffer: Some(buffer),
            validity,
            last_use: 0,
            pin_epoch,
        }))
    }

    /// Copies the non-`HostNewer` bytes of an old buffer into a new one at `at`.
    fn copy_valid<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        from: BufferId,
        to: BufferId,
        at: usize,
        validity: &Segments,
    ) -> Result<()> {
        for (seg_start, seg_end, state) in validity.all() {
            if state == Validity::HostNewer {
                continue;
            }
            let len = (seg_end - seg_start) as usize;
            let begin = Instant::now();
            backend.copy(from, seg_start as usize, to, at + seg_start as usize, len)?;
            self.stats
                .d2d
                .add(len as u64, begin.elapsed().as_secs_f64());
        }
        Ok(())
    }

    /// Uploads host runs `(host address, buffer offset, len)` into `buffer`.
    unsafe fn upload_runs<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        buffer: BufferId,
        runs: &[(usize, usize, usize)],
    ) -> Result<()> {
        if runs.is_empty() {
            return Ok(());
        }
        let slices: Vec<(usize, &[u8])> = runs
            .iter()
            .map(|&(host, offset, len)| (offset, unsafe { host_bytes(host, len) }))
            .collect();
        let bytes: usize = runs.iter().map(|run| run.2).sum();
        let begin = Instant::now();
        backend.write_runs(buffer, &slices)?;
        self.stats
            .h2d
            .add(bytes as u64, begin.elapsed().as_secs_f64());
        Ok(())
    }

    /// Downloads runs `(host address, buffer offset, len)` from `buffer`.
    unsafe fn download_runs<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        buffer: BufferId,
        runs: &[(usize, usize, usize)],
    ) -> Result<u64> {
        if runs.is_empty() {
            return Ok(0);
        }
        let mut slices: Vec<(usize, &mut [u8])> = runs
            .iter()
            .map(|&(host, offset, len)| (offset, unsafe { host_bytes_mut(host, len) }))
            .collect();
        let bytes: usize = runs.iter().map(|run| run.2).sum();
        let begin = Instant::now();
        backend.read_runs(buffer, &mut slices)?;
        self.stats
            .d2h
            .add(bytes as u64, begin.elapsed().as_secs_f64());
        Ok(bytes as u64)
    }

    fn free_buffer<B: Backend + ?Sized>(&mut self, backend: &mut B, buffer: BufferId, len: usize) {
        backend.free(buffer);
        self.stats.freed(len as u64);
    }

    /// Allocates `len` bytes, evicting least-recently-used entries (never pinned ones,
    /// never those in `keep`) while the limit or the device says there is no room.
    unsafe fn allocate<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        len: usize,
        keep: &[usize],
    ) -> Result<BufferId> {
        let needed = len as u64;
        if needed > self.max_alloc || needed > self.limit {
            return Err(Error::OutOfMemory {
                needed,
                in_use: self.resident_bytes,
                limit: self.limit.min(self.max_alloc),
            });
        }
        loop {
            if self.resident_bytes + needed <= self.limit {
                match backend.alloc(len) {
                    Ok(buffer) => {
                        self.stats.allocated(needed);
                        return Ok(buffer);
                    }
                    Err(Error::OutOfMemory { .. }) => {}
                    Err(err) => return Err(err),
                }
            }
            if !unsafe { self.evict_lru(backend, keep)? } {
                return Err(Error::OutOfMemory {
                    needed,
                    in_use: self.resident_bytes,
                    limit: self.limit,
                });
            }
        }
    }

    /// Evicts the least-recently-used evictable entry; `false` when there is none.
    unsafe fn evict_lru<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        keep: &[usize],
    ) -> Result<bool> {
        let victim = self
            .index
            .iter()
            .map(|(_, _, slot)| slot)
            .filter(|slot| !keep.contains(slot))
            .filter(|&slot| {
                let entry = self.entry(slot);
                entry.buffer.is_some() && !self.is_pinned(entry)
            })
            .min_by_key(|&slot| self.entry(slot).last_use);
        match victim {
            Some(slot) => {
                unsafe { self.evict_slot(backend, slot)? };
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// Evicts the entry in `slot`: downloads its device-newer bytes, frees its buffer.
    unsafe fn evict_slot<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        slot: usize,
    ) -> Result<()> {
        let entry = self.entry(slot);
        let Some(buffer) = entry.buffer else {
            return Ok(());
        };
        let runs: Vec<(usize, usize, usize)> = entry
            .validity
            .all()
            .into_iter()
            .filter(|seg| seg.2 == Validity::DeviceNewer)
            .map(|(s, e, _)| (entry.start + s as usize, s as usize, (e - s) as usize))
            .collect();
        let len = entry.len;
        let written = unsafe { self.download_runs(backend, buffer, &runs)? };
        self.stats.eviction_writeback_bytes += written;
        self.stats.evictions.add(len as u64, 0.0);
        let entry = self.entry_mut(slot);
        entry
            .validity
            .replace_all(Validity::DeviceNewer, Validity::Synced);
        entry.buffer = None;
        self.free_buffer(backend, buffer, len);
        self.resident_bytes -= len as u64;
        Ok(())
    }

    /// Evicts the entry that contains `host`; `false` if none does or it is not resident.
    ///
    /// # Safety
    /// See [`Cache::map`].
    pub unsafe fn evict<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        host: usize,
    ) -> Result<bool> {
        match self.lookup(host) {
            Some((slot, _)) if self.entry(slot).buffer.is_some() => {
                unsafe { self.evict_slot(backend, slot)? };
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// Evicts every resident entry.
    ///
    /// # Safety
    /// See [`Cache::map`].
    pub unsafe fn evict_all<B: Backend + ?Sized>(&mut self, backend: &mut B) -> Result<()> {
        let slots: Vec<usize> = self.index.iter().map(|(_, _, slot)| slot).collect();
        for slot in slots {
            unsafe { self.evict_slot(backend, slot)? };
        }
        Ok(())
    }

    /// Uploads host `[host, host + len)` to the device (mapping it first): the host holds
    /// the current value of these bytes.
    ///
    /// # Safety
    /// See [`Cache::map`].
    pub unsafe fn copy_to_device<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        host: usize,
        len: usize,
    ) -> Result<()> {
        if len == 0 {
            return Ok(());
        }
        let resolved =
            unsafe { self.map_skipping(backend, host, len, false, Some((host, host + len)))? };
        unsafe { self.upload_runs(backend, resolved.buffer, &[(host, resolved.offset, len)])? };
        let offset = resolved.offset as u64;
        self.entry_mut(resolved.slot)
            .validity
            .set(offset, offset + len as u64, Validity::Synced);
        Ok(())
    }

    /// Uploads the bytes of `[host, host + len)` that the device does not hold newer
    /// (mapping the range first): bytes a kernel wrote and nobody downloaded are kept, so
    /// an upload placed where the host copy may be stale never loses device data.
    /// Returns the bytes it copied that the device already held (`Synced`).
    ///
    /// # Safety
    /// See [`Cache::map`].
    pub unsafe fn upload<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        host: usize,
        len: usize,
    ) -> Result<u64> {
        if len == 0 {
            return Ok(0);
        }
        let resolved =
            unsafe { self.map_skipping(backend, host, len, false, Some((host, host + len)))? };
        let offset = resolved.offset as u64;
        let mut runs = Vec::new();
        let mut redundant = 0;
        for (s, e, state) in self
            .entry(resolved.slot)
            .validity
            .range(offset, offset + len as u64)
        {
            if state == Validity::DeviceNewer {
                continue;
            }
            if state == Validity::Synced {
                redundant += e - s;
            }
            let start = self.entry(resolved.slot).start;
            runs.push((start + s as usize, s as usize, (e - s) as usize));
        }
        unsafe { self.upload_runs(backend, resolved.buffer, &runs)? };
        let entry = self.entry_mut(resolved.slot);
        for (_, off, n) in runs {
            entry
                .validity
                .set(off as u64, (off + n) as u64, Validity::Synced);
        }
        Ok(redundant)
    }

    /// Downloads the device-newer bytes of `[host, host + len)`, or of the whole mapping
    /// that holds `host` when `len` is `usize::MAX`; nothing when nothing is mapped.
    ///
    /// # Safety
    /// See [`Cache::map`].
    pub unsafe fn download<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        host: usize,
        len: usize,
    ) -> Result<u64> {
        let Some((start, len)) = self.span(host, len) else {
            return Ok(0);
        };
        if len == 0
            || self
                .overlapping(start, range_end("download", start, len)?)
                .is_empty()
        {
            return Ok(0);
        }
        unsafe { self.copy_ranges_from_device(backend, &[(start, len)], "download") }
    }

    /// The range `(start, len)` that `[host, host + len)` names: itself, or with `len`
    /// `usize::MAX` the whole mapping that holds `host` joined with the recorded heap
    /// block that holds it (`None` if there is neither). The block counts because a
    /// mapping may cover only part of it (the rows a kernel used) without `host` itself,
    /// while the host statement that needs the transfer may touch any of its bytes.
    pub fn span(&self, host: usize, len: usize) -> Option<(usize, usize)> {
        if len != usize::MAX {
            return Some((host, len));
        }
        let mapping = self
            .lookup(host)
            .map(|(slot, _)| (self.entry(slot).start, self.entry(slot).len));
        let block = crate::objects::containing(host).filter(|&(_, n)| n > 0);
        match (mapping, block) {
            (Some((a, n)), Some((b, m))) => {
                let start = a.min(b);
                Some((start, (a + n).max(b + m) - start))
            }
            (one, other) => one.or(other),
        }
    }

    /// Downloads every device-newer byte of every mapping.
    ///
    /// # Safety
    /// See [`Cache::map`].
    pub unsafe fn download_all<B: Backend + ?Sized>(&mut self, backend: &mut B) -> Result<u64> {
        let ranges: Vec<(usize, usize)> = self.entries().map(|e| (e.start, e.len)).collect();
        let mut moved = 0;
        for (start, len) in ranges {
            moved +=
                unsafe { self.copy_ranges_from_device(backend, &[(start, len)], "download_all")? };
        }
        Ok(moved)
    }

    /// Bytes of `[host, host + len)` (`usize::MAX`: the mapping and heap block holding
    /// `host`, [`Cache::span`]) in state `state`; with `unmapped`, bytes in no mapping
    /// count too.
    pub fn count_state(&self, host: usize, len: usize, state: Validity, unmapped: bool) -> u64 {
        let Some((start, len)) = self.span(host, len) else {
            return 0;
        };
        let end = start.saturating_add(len);
        let mut n = 0;
        let mut covered = 0;
        for slot in self.overlapping(start, end) {
            let entry = self.entry(slot);
            let from = start.max(entry.start) - entry.start;
            let to = end.min(entry.end()) - entry.start;
            covered += (to - from) as u64;
            for (s, e, st) in entry.validity.range(from as u64, to as u64) {
                if st == state {
                    n += e - s;
                }
            }
        }
        if unmapped {
            n += len as u64 - covered;
        }
        n
    }

    /// Uploads a rectangular block of the array at `base` (mapping the whole array).
    ///
    /// # Safety
    /// See [`Cache::map`].
    pub unsafe fn copy_block_to_device<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        base: usize,
        block: &Block,
    ) -> Result<()> {
        let total = block.validate()?;
        let runs = block.runs();
        if runs.is_empty() {
            return Ok(());
        }
        let resolved = unsafe { self.map(backend, base, total, false)? };
        let host_runs: Vec<(usize, usize, usize)> = runs
            .iter()
            .map(|&(offset, len)| (base + offset, resolved.offset + offset, len))
            .collect();
        unsafe { self.upload_runs(backend, resolved.buffer, &host_runs)? };
        let entry = self.entry_mut(resolved.slot);
        for (_, offset, len) in host_runs {
            entry
                .validity
                .set(offset as u64, (offset + len) as u64, Validity::Synced);
        }
        Ok(())
    }

    /// Downloads the device-newer bytes of `[host, host + len)`; bytes that the host
    /// already has are not copied. Fails if no byte of the range is mapped.
    ///
    /// # Safety
    /// See [`Cache::map`].
    pub unsafe fn copy_from_device<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        host: usize,
        len: usize,
    ) -> Result<u64> {
        if len == 0 {
            return Ok(0);
        }
        range_end("copy_from_device", host, len)?;
        unsafe { self.copy_ranges_from_device(backend, &[(host, len)], "copy_from_device") }
    }

    /// Downloads the device-newer bytes of a rectangular block of the array at `base`.
    ///
    /// # Safety
    /// See [`Cache::map`].
    pub unsafe fn copy_block_from_device<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        base: usize,
        block: &Block,
    ) -> Result<u64> {
        let total = block.validate()?;
        range_end("copy_from_device", base, total)?;
        let ranges: Vec<(usize, usize)> = block
            .runs()
            .iter()
            .map(|&(offset, len)| (base + offset, len))
            .collect();
        if ranges.is_empty() {
            return Ok(0);
        }
        unsafe { self.copy_ranges_from_device(backend, &ranges, "copy_from_device") }
    }

    /// Downloads the device-newer bytes of several host ranges (sorted, disjoint).
    unsafe fn copy_ranges_from_device<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        ranges: &[(usize, usize)],
        what: &'static str,
    ) -> Result<u64> {
        // Per entry: the runs (host address, buffer offset, len) to download.
        let mut per_slot: BTreeMap<usize, Vec<(usize, usize, usize)>> = BTreeMap::new();
        let mut any_mapped = false;
        let requested: usize = ranges.iter().map(|r| r.1).sum();
        for &(host, len) in ranges {
            for slot in self.overlapping(host, host + len) {
                any_mapped = true;
                let entry = self.entry(slot);
                if entry.buffer.is_none() {
                    continue; // Evicted: the host already holds every valid byte.
                }
                let from = host.max(entry.start) - entry.start;
                let to = (host + len).min(entry.end()) - entry.start;
                for (s, e, state) in entry.validity.range(from as u64, to as u64) {
                    if state == Validity::DeviceNewer {
                        let (s, e) = (s as usize, e as usize);
                        per_slot
                            .entry(slot)
                            .or_default()
                            .push((entry.start + s, s, e - s));
                    }
                }
            }
        }
        if !any_mapped {
            let last = ranges[ranges.len() - 1];
            return Err(Error::NotMapped {
                what,
                start: ranges[0].0,
                end: last.0 + last.1,
            });
        }
        let mut moved = 0;
        for (slot, runs) in per_slot {
            let buffer = self.entry(slot).buffer.expect("resident");
            moved += unsafe { self.download_runs(backend, buffer, &runs)? };
            let now = self.tick();
            let entry = self.entry_mut(slot);
            entry.last_use = now;
            for (_, offset, len) in runs {
                entry
                    .validity
                    .set(offset as u64, (offset + len) as u64, Validity::Synced);
            }
        }
        if moved == 0 {
            self.stats.d2h_skipped.add(requested as u64, 0.0);
        }
        Ok(moved)
    }

    /// Records that a kernel may have written `[host, host + len)` (`len == 0`: anywhere in
    /// the entry containing `host`). The bytes must be mapped and resident.
    pub fn mark_device_written(&mut self, host: usize, len: usize) -> Result<()> {
        let (start, end) = if len == 0 {
            match self.lookup(host) {
                Some((slot, _)) => (self.entry(slot).start, self.entry(slot).end()),
                None => {
                    return Err(Error::NotMapped {
                        what: "device_wrote",
                        start: host,
                        end: host + 1,
                    });
                }
            }
        } else {
            (host, range_end("device_wrote", host, len)?)
        };
        let overlap = self.overlapping(start, end);
        let mut covered = 0;
        for &slot in &overlap {
            let entry = self.entry(slot);
            if entry.buffer.is_none() {
                return Err(Error::Invalid(format!(
                    "device_wrote: host range {:#x}..{:#x} is evicted, so no kernel can have written it",
                    entry.start,
                    entry.end()
                )));
            }
            covered += end.min(entry.end()) - start.max(entry.start);
        }
        if covered != end - start {
            return Err(Error::NotMapped {
                what: "device_wrote",
                start,
                end,
            });
        }
        for slot in overlap {
            let entry = self.entry_mut(slot);
            let from = start.max(entry.start) - entry.start;
            let to = end.min(entry.end()) - entry.start;
            entry
                .validity
                .set(from as u64, to as u64, Validity::DeviceNewer);
        }
        Ok(())
    }

    /// Records that the mapped bytes of `[host, host + len)` hold no value yet (a new
    /// heap block or array): neither copy is older than the other.
    pub fn mark_fresh(&mut self, host: usize, len: usize) -> Result<()> {
        self.mark("host_fresh", host, len, Validity::Fresh)
    }

    /// Records that the host wrote `[host, host + len)`: the device copy of these bytes is
    /// stale. Unmapped bytes are ignored.
    pub fn mark_host_written(&mut self, host: usize, len: usize) -> Result<()> {
        self.mark("host_wrote", host, len, Validity::HostNewer)
    }

    /// Sets the state of the mapped bytes of `[host, host + len)` (for the call `what`).
    fn mark(&mut self, what: &str, host: usize, len: usize, state: Validity) -> Result<()> {
        let end = range_end(what, host, len)?;
        for slot in self.overlapping(host, end) {
            let entry = self.entry_mut(slot);
            let from = host.max(entry.start) - entry.start;
            let to = end.min(entry.end()) - entry.start;
            entry.validity.set(from as u64, to as u64, state);
        }
        Ok(())
    }

    /// Drops the mappings of `[host, host + len)`: the host memory is going away, so its
    /// device copy is discarded. An entry that reaches outside the range keeps those
    /// outside bytes: they are downloaded if device-newer and stay mapped as evicted
    /// entries, to be restored on next use.
    ///
    /// # Safety
    /// See [`Cache::map`]; the bytes outside the range must still be valid host memory.
    pub unsafe fn unmap<B: Backend + ?Sized>(
        &mut self,
        backend: &mut B,
        host: usize,
        len: usize,
    ) -> Result<()> {
        let end = range_end("unmap", host, len)?;
        if len == 0 {
            return Ok(());
        }
        for slot in self.overlapping(host, end) {
            let entry = self.entry(slot);
            let (entry_start, entry_end) = (entry.start, entry.end());
            let inside_from = host.max(entry_start) - entry_start;
            let inside_to = end.min(entry_end) - entry_start;
            let keeps_outside = inside_from > 0 || entry_end > end;
            if keeps_outside {
                // Save the outside device-newer bytes, then split off the outside parts.
                if let Some(buffer) = entry.buffer {
                    let mut runs = Vec::new();
                    for (s, e) in [(0, inside_from), (inside_to, entry.len)] {
                        for (seg_s, seg_e, state) in entry.validity.range(s as u64, e as u64) {
                            if state == Validity::DeviceNewer {
                                let (seg_s, seg_e) = (seg_s as usize, seg_e as usize);
                                runs.push((entry_start + seg_s, seg_s, seg_e - seg_s));
                            }
                        }
                    }
                    unsafe { self.download_runs(backend, buffer, &runs)? };
                }
            }
            let entry = self.remove(slot);
            if let Some(buffer) = entry.buffer {
                self.free_buffer(backend, buffer, entry.len);
                self.resident_bytes -= entry.len as u64;
            }
            for (s, e) in [(0, inside_from), (inside_to, entry.len)] {
                if s < e {
                    let mut validity = entry.validity.slice(s as u64, e as u64);
                    validity.replace_all(Validity::DeviceNewer, Validity::Synced);
                    self.insert(Entry {
                        start: entry_start + s,
                        len: e - s,
                        buffer: None,
                        validity,
                        last_use: entry.last_use,
                        pin_epoch: 0,
                    });
                }
            }
        }
        Ok(())
    }

    /// Frees every device buffer and forgets every mapping, discarding device-newer data
    /// (the program is ending).
    pub fn clear<B: Backend + ?Sized>(&mut self, backend: &mut B) {
        let slots: Vec<usize> = self.index.iter().map(|(_, _, slot)| slot).collect();
        for slot in slots {
            let entry = self.remove(slot);
            if let Some(buffer) = entry.buffer {
                self.free_buffer(backend, buffer, entry.len);
            }
        }
        self.resident_bytes = 0;
    }

    /// Checks the invariants of the module doc; panics with a description on failure.
    pub fn check_invariants(&self) {
        let mut resident = 0u64;
        let mut previous_end = 0usize;
        let mut seen = 0;
        for (start, end, slot) in self.index.iter() {
            let entry = self.entry(slot);
            assert_eq!(entry.end(), end, "index end differs from entry end");
            seen += 1;
            assert_eq!(entry.start, start, "index key differs from entry start");
            assert!(entry.len > 0, "empty entry at {start:#x}");
            assert!(start >= previous_end, "entries overlap at {start:#x}");
            assert_eq!(
                entry.validity.len(),
                entry.len as u64,
                "validity length at {start:#x}"
            );
            previous_end = entry.end();
            match entry.buffer {
                Some(_) => resident += entry.len as u64,
                None => assert!(
                    !entry
                        .validity
                        .any_in(0, entry.len as u64, Validity::DeviceNewer),
                    "evicted entry at {start:#x} holds device-newer bytes"
                ),
            }
        }
        let live = self.slots.iter().filter(|slot| slot.is_some()).count();
        assert_eq!(seen, live, "slots and index disagree");
        assert_eq!(resident, self.resident_bytes, "resident byte count");
        assert!(resident <= self.limit, "resident bytes over the limit");
    }
}

/// The upload runs `(host address, buffer offset, len)` that restore an evicted entry
/// placed at buffer offset `entry.start - base`, leaving out the host range `skip`.
fn restore_runs(
    entry: &Entry,
    base: usize,
    skip: Option<(usize, usize)>,
) -> Vec<(usize, usize, usize)> {
    let mut runs = Vec::new();
    for (s, e, state) in entry.validity.all() {
        if !matches!(state, Validity::Synced | Validity::Fresh) {
            continue;
        }
        let (host_s, host_e) = (entry.start + s as usize, entry.start + e as usize);
        let mut pieces = vec![(host_s, host_e)];
        if let Some((skip_s, skip_e)) = skip {
            pieces = vec![(host_s, host_e.min(skip_s)), (host_s.max(skip_e), host_e)];
        }
        for (piece_s, piece_e) in pieces {
            if piece_s < piece_e {
                runs.push((piece_s, piece_s - base, piece_e - piece_s));
            }
        }
    }
    runs
}
