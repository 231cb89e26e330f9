/* Dereferences: *p is the element p[0]. A swap through two pointers, and calls
   passing a pointer parameter and a local array. */
void set_first(double *p, double v)
{ // W p[φ1] EXACT {φ1 == 0}
  *p = v; // W p[φ1] EXACT {φ1 == 0}
}

void swap(double *x, double *y)
{ // R x[φ1] EXACT {φ1 == 0} ;; W x[φ1] EXACT {φ1 == 0} ;; R y[φ1] EXACT {φ1 == 0} ;; W y[φ1] EXACT {φ1 == 0}
  double t;
  t = *x; // R x[φ1] EXACT {φ1 == 0}
  *x = *y; // W x[φ1] EXACT {φ1 == 0} ;; R y[φ1] EXACT {φ1 == 0}
  *y = t; // W y[φ1] EXACT {φ1 == 0}
}

void ptr_deref(double *q)
{
  double loc[4];
  set_first(q, 1.0); // W q[φ1] EXACT {φ1 == 0}
  set_first(loc, 2.0); // W loc[φ1] EXACT {φ1 == 0} ;; OUT loc[φ1] EXACT {φ1 == 0}
  q[1] = loc[0]; // W q[φ1] EXACT {φ1 == 1} ;; R loc[φ1] EXACT {φ1 == 0}
}
