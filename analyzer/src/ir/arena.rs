//! Typed arenas: `Arena<T>` stores nodes, `Id<T>` names one.
//!
//! An `Id<T>` is a `u32` index with a `NonZero` niche, so `Option<Id<T>>` is four bytes.
//! Ids are only ever created by the arena that stores their node; the verifier checks
//! that every id stored in the IR is in range, so the rest of the compiler indexes freely.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::num::NonZeroU32;

/// Short, stable prefix used when an id is printed (`e12`, `s4`, `f2`).
pub trait IdPrefix {
    /// One or two lower-case letters.
    const PREFIX: &'static str;
}

/// The typed index of a node in an [`Arena`].
pub struct Id<T> {
    raw: NonZeroU32,
    marker: PhantomData<fn() -> T>,
}

impl<T> Id<T> {
    /// The id of the `index`-th node (0-based).
    pub fn from_index(index: usize) -> Self {
        let raw = u32::try_from(index + 1).expect("arena holds more than u32::MAX nodes");
        Id {
            raw: NonZeroU32::new(raw).expect("index + 1 is never zero"),
            marker: PhantomData,
        }
    }

    /// The 0-based position of the node in its arena.
    pub fn index(self) -> usize {
        (self.raw.get() - 1) as usize
    }
}

impl<T> Clone for Id<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Id<T> {}
impl<T> PartialEq for Id<T> {
    fn eq(&self, other: &Self) -> bool {
        self.raw == other.raw
    }
}
impl<T> Eq for Id<T> {}
impl<T> PartialOrd for Id<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<T> Ord for Id<T> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.raw.cmp(&other.raw)
    }
}
impl<T> Hash for Id<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.raw.hash(state)
    }
}
impl<T: IdPrefix> fmt::Debug for Id<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", T::PREFIX, self.index())
    }
}
impl<T: IdPrefix> fmt::Display for Id<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A growable store of nodes of one kind, with a source location per node.
///
/// Locations live beside the nodes (not inside them) so that node equality and hashing
/// ignore them.
#[derive(Clone, Debug)]
pub struct Arena<T> {
    items: Vec<T>,
    locs: Vec<super::Loc>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena {
            items: Vec::new(),
            locs: Vec::new(),
        }
    }
}

impl<T> Arena<T> {
    /// Adds `value`, located at `loc`, and returns its id.
    pub fn alloc(&mut self, value: T, loc: super::Loc) -> Id<T> {
        let id = Id::from_index(self.items.len());
        self.items.push(value);
        self.locs.push(loc);
        id
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether the arena is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Whether `id` names a node of this arena.
    pub fn contains(&self, id: Id<T>) -> bool {
        id.index() < self.items.len()
    }

    /// The source location of `id`.
    pub fn loc(&self, id: Id<T>) -> super::Loc {
        self.locs[id.index()]
    }

    /// Iterates over `(id, node)` pairs in allocation order.
    pub fn iter(&self) -> impl Iterator<Item = (Id<T>, &T)> {
        self.items
            .iter()
            .enumerate()
            .map(|(i, v)| (Id::from_index(i), v))
    }
}

impl<T> std::ops::Index<Id<T>> for Arena<T> {
    type Output = T;
    fn index(&self, id: Id<T>) -> &T {
        &self.items[id.index()]
    }
}

impl<T> std::ops::IndexMut<Id<T>> for Arena<T> {
    fn index_mut(&mut self, id: Id<T>) -> &mut T {
        &mut self.items[id.index()]
    }
}
