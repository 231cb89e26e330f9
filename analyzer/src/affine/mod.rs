//! Affine algebra: linear expressions, constraint systems over the integers, projection,
//! emptiness, bounds and hulls. Being written (analyses issue).
