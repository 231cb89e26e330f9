//! Checked integer helpers shared by the affine algebra.
//!
//! Every helper returns `None` instead of overflowing, and treats `i128::MIN` as an overflow
//! too: a value computed by this module is always in `-i128::MAX..=i128::MAX`, so that
//! negating it and taking its absolute value are always defined.

/// `a * b`, or `None` on overflow (or a result of `i128::MIN`).
pub(crate) fn mul(a: i128, b: i128) -> Option<i128> {
    a.checked_mul(b).filter(|&x| x != i128::MIN)
}

/// `a + b`, or `None` on overflow (or a result of `i128::MIN`).
pub(crate) fn add(a: i128, b: i128) -> Option<i128> {
    a.checked_add(b).filter(|&x| x != i128::MIN)
}

/// `a - b`, or `None` on overflow (or a result of `i128::MIN`).
pub(crate) fn sub(a: i128, b: i128) -> Option<i128> {
    a.checked_sub(b).filter(|&x| x != i128::MIN)
}

/// `a * x + b * y`, or `None` on overflow.
pub(crate) fn mul_add(a: i128, x: i128, b: i128, y: i128) -> Option<i128> {
    add(mul(a, x)?, mul(b, y)?)
}

/// The greatest common divisor of two magnitudes (`gcd(0, 0) == 0`).
pub(crate) fn gcd(mut a: u128, mut b: u128) -> u128 {
    // 128-bit division is slow; almost every value fits in 64 bits.
    if let (Ok(x), Ok(y)) = (u64::try_from(a), u64::try_from(b)) {
        return u128::from(gcd64(x, y));
    }
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}

/// `floor(a / b)` for `b > 0`.
pub(crate) fn floor_div(a: i128, b: i128) -> i128 {
    debug_assert!(b > 0);
    a.div_euclid(b)
}

/// `ceil(a / b)` for `b > 0`.
pub(crate) fn ceil_div(a: i128, b: i128) -> i128 {
    debug_assert!(b > 0);
    let q = a.div_euclid(b);
    // `q <= a / b <= i128::MAX`, and `q < i128::MAX` whenever the remainder is non-zero.
    if a.rem_euclid(b) != 0 { q + 1 } else { q }
}

fn gcd64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}
