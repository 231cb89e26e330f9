/* Unit-step loop with a stride in the subscript (b[2*i]) and an offset (a[i-10]). */
double SP[16];
double SQ[48];

void stride_subscript_const(void)
{
  int i;
  for (i = 10; i <= 20; i++) { // W SP[φ1] EXACT {0 <= φ1 <= 10} ;; R SQ[φ1] MAY {20 <= φ1 <= 40} ;; dep: none
    SP[i - 10] = SQ[2 * i]; // pre: {10 <= i <= 20} ;; R SQ[φ1] EXACT {φ1 == 2 * i}
  }
}
