#!/usr/bin/env python3
"""Checks the hand-written expectations of tests/analysis/*.c by execution.

This is a self-check of the golden data, not the p4a harness: each function of a file
is run by a small C interpreter (pycparser) on many small parameter values and random
data, every memory access is traced, and every expectation is checked against what the
runs actually did:

- W/R EXACT: on every execution of the statement, the set of elements accessed equals
  the integer points of the system (evaluated with the values of the variables before
  the statement); W/R MAY: the accessed set is contained in the system, and each
  per-dimension bound of the system is reached in at least one run (a tightness hint).
- IN: elements whose first access within the statement is a read. OUT: elements
  written by the statement whose next access after it, up to the return of the enclosing
  function, is a read, or which are never accessed again and are not local to that
  function.
- pre: every listed constraint holds each time the statement starts.
- dep: memory-based dependences between accesses of one execution of the loop, with
  directions and distances over the loops common to both accesses (static loops of the
  annotated function, from the annotated loop inward), counted in iterations.

A run can only show that an expectation is consistent with the executions tried, so it
catches arithmetic slips (off-by-one, forgotten non-emptiness conditions, wrong
directions), not every error. Usage: check_expectations.py [FILE.c ...]
"""

import itertools
import random
import re
import subprocess
import sys
import zlib
from pathlib import Path

import pycparser
from pycparser import c_ast

HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------- expectations

KEYS = ("W ", "R ", "IN ", "OUT ", "pre:", "dep:")


def split_top(s, sep=","):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return [x.strip() for x in out]


def compile_system(text):
    text = text.strip()
    assert text.startswith("{") and text.endswith("}"), text
    body = text[1:-1].strip()
    parts = split_top(body) if body else []
    srcs = []
    for p in parts:
        p = re.sub(r"φ(\d+)", r"phi\1", p)
        if not re.fullmatch(r"[\w\s+\-*<>=()!]+", p):
            raise ValueError("bad constraint: " + p)
        srcs.append(p)
    code = " and ".join("(" + s + ")" for s in srcs) or "True"
    names = sorted(set(re.findall(r"[A-Za-z_]\w*", code)) - {"and"})
    return code, names


class Expect:
    def __init__(self, file, line, text):
        self.file, self.line, self.text = file, line, text
        self.ok = True
        self.seen = 0
        if text.startswith("pre:"):
            self.kind = "pre"
            self.code, self.names = compile_system(text[4:])
        elif text.startswith("dep:"):
            self.kind = "dep"
            rest = text[4:].strip()
            if rest == "none":
                self.dep = None
            else:
                m = re.fullmatch(r"(flow|anti|output)\s+(\w+)\s+\(([^)]*)\)\s*(?:\(([^)]*)\))?", rest)
                if not m:
                    raise ValueError("bad dep: " + text)
                dirs = tuple(x.strip() for x in m.group(3).split(","))
                dist = tuple(x.strip() for x in m.group(4).split(",")) if m.group(4) else None
                self.dep = (m.group(1), m.group(2), dirs, dist)
        else:
            m = re.fullmatch(r"(W|R|IN|OUT)\s+(\w+)((?:\[φ\d+\])+)\s+(EXACT|MAY)\s+(\{.*\})", text)
            if not m:
                raise ValueError("bad region: " + text)
            self.kind = m.group(1)
            self.array = m.group(2)
            self.rank = m.group(3).count("[")
            self.tag = m.group(4)
            self.code, self.names = compile_system(m.group(5))
            self.fn = None
            self.min_hit = [False] * self.rank
            self.max_hit = [False] * self.rank

    def fail(self, msg):
        if self.ok:
            print(f"{self.file}:{self.line}: {self.text}\n    -> {msg}")
        self.ok = False


def read_expectations(path):
    exps = {}
    for no, line in enumerate(path.read_text().splitlines(), 1):
        if "//" not in line:
            continue
        comment = line.split("//", 1)[1].strip()
        if not comment.startswith(KEYS):
            continue
        for item in comment.split(" ;; "):
            exps.setdefault(no, []).append(Expect(path.name, no, item.strip()))
    return exps


# ---------------------------------------------------------------- interpreter

class Obj:
    count = 0

    def __init__(self, name, is_int, owner, rng):
        Obj.count += 1
        self.uid = Obj.count
        self.name, self.is_int, self.owner = name, is_int, owner
        self.data = {}
        self.rng = rng

    def get(self, off):
        if off not in self.data:
            self.data[off] = self.rng.randint(0, 9) if self.is_int else self.rng.choice([-1.0, -0.5, 0.5, 1.0, 2.0])
        return self.data[off]


class Ptr:
    def __init__(self, obj, off):
        self.obj, self.off = obj, off


# types: ('int',) ('double',) ('ptr', t) ('arr', n, t)
def tsize(t):
    if t[0] == "arr":
        return t[1] * tsize(t[2])
    return 1


class Break(Exception):
    pass


class Return(Exception):
    def __init__(self, v):
        self.v = v


class Act:
    """A function activation."""
    count = 0

    def __init__(self, fname):
        Act.count += 1
        self.uid = Act.count
        self.fname = fname
        self.vars = {}  # name -> ['scalar', value, type] | ['array', Obj, type]


class Frame:
    def __init__(self, line, act, start, snapshot, bindings):
        self.line, self.act, self.start = line, act, start
        self.snapshot, self.bindings = snapshot, bindings


class Interp:
    def __init__(self, ast, exps, rng):
        self.funcs = {}
        self.globals = Act("<globals>")
        self.exps = exps
        self.rng = rng
        self.trace = []  # (obj, off, 'R'|'W', act_uid, loopstack)
        self.loops = []  # [act_uid, line, counter]
        self.acts = []
        self.frames = []
        self.act_end = {}  # act uid -> trace index at return
        self.pending = []  # frames waiting for OUT checks: (frame, end, exps)
        for ext in ast.ext:
            if isinstance(ext, c_ast.FuncDef):
                self.funcs[ext.decl.name] = ext
            elif isinstance(ext, c_ast.Decl) and not isinstance(ext.type, c_ast.FuncDecl):
                self.declare(self.globals, ext)

    # ----- types
    def base_type(self, node):
        names = node.type.names if isinstance(node, c_ast.TypeDecl) else None
        if names and "int" in names:
            return ("int",)
        return ("double",)

    def type_of(self, node, act, param=False):
        if isinstance(node, c_ast.TypeDecl):
            return self.base_type(node)
        if isinstance(node, c_ast.PtrDecl):
            return ("ptr", self.type_of(node.type, act))
        if isinstance(node, c_ast.ArrayDecl):
            inner = self.type_of(node.type, act)
            if param:
                return ("ptr", inner)
            n = self.rvalue(node.dim, act)[0]
            return ("arr", n, inner)
        raise NotImplementedError(type(node))

    def declare(self, act, decl):
        t = self.type_of(decl.type, act)
        if t[0] == "arr":
            elem = t
            while elem[0] == "arr":
                elem = elem[2]
            obj = Obj(decl.name, elem == ("int",), act.uid, self.rng)
            act.vars[decl.name] = ["array", obj, t]
        else:
            v = None
            if decl.init is not None:
                v = self.convert(self.rvalue(decl.init, act)[0], t)
            act.vars[decl.name] = ["scalar", v, t]

    def convert(self, v, t):
        if t == ("double",) and isinstance(v, int):
            return float(v)
        if t == ("int",) and isinstance(v, float):
            return int(v)
        return v

    def lookup(self, name, act):
        if name in act.vars:
            return act.vars[name]
        return self.globals.vars[name]

    # ----- memory
    def access(self, obj, off, kind, act):
        self.trace.append((obj, off, kind, act.uid, tuple((a, l, c) for a, l, c in self.loops)))

    def load(self, addr, act):
        obj, off, t = addr
        if t[0] == "arr":
            return Ptr(obj, off), ("ptr", t[2])
        self.access(obj, off, "R", act)
        return obj.get(off), t

    def store(self, addr, v, act):
        obj, off, t = addr
        self.access(obj, off, "W", act)
        obj.data[off] = self.convert(v, t)

    # ----- expressions
    def lvalue(self, e, act):
        """('var', cell) or ('mem', obj, off, type)."""
        if isinstance(e, c_ast.ID):
            cell = self.lookup(e.name, act)
            if cell[0] == "array":
                return ("mem", cell[1], 0, cell[2])
            return ("var", cell)
        if isinstance(e, c_ast.ArrayRef):
            p, pt = self.rvalue(e.name, act)
            i, _ = self.rvalue(e.subscript, act)
            et = pt[1]
            return ("mem", p.obj, p.off + i * tsize(et), et)
        if isinstance(e, c_ast.UnaryOp) and e.op == "*":
            p, pt = self.rvalue(e.expr, act)
            return ("mem", p.obj, p.off, pt[1])
        raise NotImplementedError(e)

    def read_lv(self, lv, act):
        if lv[0] == "var":
            cell = lv[1]
            if cell[1] is None:
                raise RuntimeError("uninitialised scalar")
            return cell[1], cell[2]
        return self.load(lv[1:], act)

    def write_lv(self, lv, v, act):
        if lv[0] == "var":
            lv[1][1] = self.convert(v, lv[1][2])
        else:
            self.store(lv[1:], v, act)

    def arith(self, op, a, at, b, bt):
        if isinstance(a, Ptr):
            k = b if op == "+" else -b
            return Ptr(a.obj, a.off + k * tsize(at[1])), at
        isint = isinstance(a, int) and isinstance(b, int)
        t = ("int",) if isint else ("double",)
        if op == "+":
            return a + b, t
        if op == "-":
            return a - b, t
        if op == "*":
            return a * b, t
        if op == "/":
            if isint:
                q = abs(a) // abs(b)
                return (q if (a >= 0) == (b >= 0) else -q), t
            return a / b, t
        if op == "%":
            r = abs(a) % abs(b)
            return (r if a >= 0 else -r), t
        raise NotImplementedError(op)

    def rvalue(self, e, act):
        if isinstance(e, c_ast.Constant):
            if e.type == "int":
                return int(e.value.rstrip("uUlL"), 0), ("int",)
            return float(e.value.rstrip("fFlL")), ("double",)
        if isinstance(e, (c_ast.ID, c_ast.ArrayRef)) or (isinstance(e, c_ast.UnaryOp) and e.op == "*"):
            lv = self.lvalue(e, act)
            return self.read_lv(lv, act)
        if isinstance(e, c_ast.BinaryOp):
            if e.op == "&&":
                a, _ = self.rvalue(e.left, act)
                if not a:
                    return 0, ("int",)
                b, _ = self.rvalue(e.right, act)
                return int(bool(b)), ("int",)
            if e.op == "||":
                a, _ = self.rvalue(e.left, act)
                if a:
                    return 1, ("int",)
                b, _ = self.rvalue(e.right, act)
                return int(bool(b)), ("int",)
            a, at = self.rvalue(e.left, act)
            b, bt = self.rvalue(e.right, act)
            cmp = {"<": lambda: a < b, "<=": lambda: a <= b, ">": lambda: a > b, ">=": lambda: a >= b,
                   "==": lambda: a == b, "!=": lambda: a != b}
            if e.op in cmp:
                return int(cmp[e.op]()), ("int",)
            return self.arith(e.op, a, at, b, bt)
        if isinstance(e, c_ast.UnaryOp):
            if e.op == "-":
                v, t = self.rvalue(e.expr, act)
                return -v, t
            if e.op == "!":
                v, t = self.rvalue(e.expr, act)
                return int(not v), ("int",)
            if e.op == "&":
                lv = self.lvalue(e.expr, act)
                return Ptr(lv[1], lv[2]), ("ptr", lv[3])
            if e.op in ("p++", "p--", "++", "--"):
                lv = self.lvalue(e.expr, act)
                v, t = self.read_lv(lv, act)
                d = 1 if "+" in e.op else -1
                nv, _ = self.arith("+", v, t, d, ("int",))
                self.write_lv(lv, nv, act)
                return (v if e.op.startswith("p") else nv), t
            raise NotImplementedError(e.op)
        if isinstance(e, c_ast.Assignment):
            if e.op == "=":
                v, t = self.rvalue(e.rvalue, act)
                lv = self.lvalue(e.lvalue, act)
                self.write_lv(lv, v, act)
                return v, t
            lv = self.lvalue(e.lvalue, act)
            a, at = self.read_lv(lv, act)
            b, bt = self.rvalue(e.rvalue, act)
            v, t = self.arith(e.op[0], a, at, b, bt)
            self.write_lv(lv, v, act)
            return v, t
        if isinstance(e, c_ast.FuncCall):
            return self.call(e.name.name, [self.rvalue(x, act) for x in (e.args.exprs if e.args else [])])
        if isinstance(e, c_ast.Cast):
            return self.rvalue(e.expr, act)
        raise NotImplementedError(type(e))

    # ----- calls
    def call(self, name, args):
        f = self.funcs[name]
        act = Act(name)
        params = f.decl.type.args.params if f.decl.type.args else []
        for p, (v, _) in zip(params, args):
            t = self.type_of(p.type, act, param=True)
            act.vars[p.name] = ["scalar", self.convert(v, t), t]
        self.acts.append(act)
        try:
            self.stmt(f.body, act, parent_line=None)
            rv = None
        except Return as r:
            rv = r.v
        self.acts.pop()
        self.act_end[act.uid] = len(self.trace)
        return rv, ("double",)

    # ----- statements
    def snapshot(self, act):
        env = {}
        for src in (self.globals.vars, act.vars):
            for k, cell in src.items():
                if cell[0] == "scalar" and not isinstance(cell[1], Ptr):
                    env[k] = cell[1]
        return env

    def bindings(self, act):
        b = {}
        for src in (self.globals.vars, act.vars):
            for k, cell in src.items():
                if cell[0] == "array":
                    b[k] = (cell[1], 0, cell[2][2] if cell[2][0] == "arr" else cell[2])
                elif isinstance(cell[1], Ptr):
                    b[k] = (cell[1].obj, cell[1].off, cell[2][1])
        return b

    def stmt(self, s, act, parent_line):
        line = s.coord.line if s.coord else None
        exps = self.exps.get(line) if line != parent_line else None
        if exps:
            fr = Frame(line, act, len(self.trace), self.snapshot(act), self.bindings(act))
            for x in exps:
                if x.kind == "pre":
                    x.seen += 1
                    env = fr.snapshot
                    try:
                        ok = eval(x.code, {}, {k: env[k] for k in x.names})
                    except Exception as err:
                        x.fail(f"cannot evaluate: {err!r} env={env}")
                        continue
                    if not ok:
                        x.fail(f"does not hold with {env}")
            nloops = len(self.loops)
            try:
                self.exec_stmt(s, act, line)
            finally:
                # a break or return may leave loop entries of inner loops behind
                del self.loops[nloops:]
                self.check_frame(fr, exps, len(self.trace))
        else:
            self.exec_stmt(s, act, line)

    @staticmethod
    def loop_index(s):
        """The index variable and constant step of a for loop, if it has that shape."""
        n = s.next
        if isinstance(n, c_ast.UnaryOp) and isinstance(n.expr, c_ast.ID) and n.op in ("p++", "++", "p--", "--"):
            return n.expr.name, (1 if "+" in n.op else -1)
        if isinstance(n, c_ast.Assignment) and isinstance(n.lvalue, c_ast.ID) and n.op in ("+=", "-=") \
                and isinstance(n.rvalue, c_ast.Constant):
            k = int(n.rvalue.value)
            return n.lvalue.name, (k if n.op == "+=" else -k)
        return None, None

    def exec_stmt(self, s, act, line):
        if isinstance(s, c_ast.Compound):
            for x in s.block_items or []:
                self.stmt(x, act, line)
        elif isinstance(s, c_ast.Decl):
            self.declare(act, s)
        elif isinstance(s, c_ast.DeclList):
            for d in s.decls:
                self.declare(act, d)
        elif isinstance(s, c_ast.For):
            if s.init is not None:
                if isinstance(s.init, c_ast.DeclList):
                    self.exec_stmt(s.init, act, line)
                else:
                    self.rvalue(s.init, act)
            index, step = self.loop_index(s)
            entry = [act.uid, s.coord.line, 0]
            self.loops.append(entry)
            try:
                count = 0
                while True:
                    # position of the iteration: index value over step (iterations
                    # counted from index 0), or the trip count when no index is known
                    entry[2] = self.lookup(index, act)[1] / step if index else count
                    if s.cond is not None and not self.rvalue(s.cond, act)[0]:
                        break
                    try:
                        self.stmt(s.stmt, act, line)
                    except Break:
                        break
                    if s.next is not None:
                        self.rvalue(s.next, act)
                    count += 1
            finally:
                self.loops.remove(entry)
        elif isinstance(s, c_ast.While):
            entry = [act.uid, s.coord.line, 0]
            self.loops.append(entry)
            try:
                while self.rvalue(s.cond, act)[0]:
                    try:
                        self.stmt(s.stmt, act, line)
                    except Break:
                        break
                    entry[2] += 1
            finally:
                self.loops.remove(entry)
        elif isinstance(s, c_ast.If):
            if self.rvalue(s.cond, act)[0]:
                self.stmt(s.iftrue, act, line)
            elif s.iffalse is not None:
                self.stmt(s.iffalse, act, line)
        elif isinstance(s, c_ast.Break):
            raise Break()
        elif isinstance(s, c_ast.Return):
            raise Return(self.rvalue(s.expr, act)[0] if s.expr is not None else None)
        elif isinstance(s, c_ast.EmptyStatement):
            pass
        else:
            self.rvalue(s, act)

    # ----- checks
    def phi(self, binding, obj, off):
        bobj, boff, et = binding
        if obj is not bobj:
            return None
        d = off - boff
        # et is the element type of the first dimension
        idx = []
        sizes = [tsize(et)]
        tt = et
        while tt[0] == "arr":
            tt = tt[2]
            sizes.append(tsize(tt))
        for sz in sizes:
            idx.append(d // sz)
            d = d % sz
        return tuple(idx)

    def check_frame(self, fr, exps, end):
        accesses = self.trace[fr.start:end]
        for x in exps:
            if x.kind in ("W", "R", "IN", "OUT"):
                if x.kind == "OUT":
                    self.pending.append((fr, end, x))
                else:
                    self.check_region(fr, x, accesses)
            elif x.kind == "dep":
                self.collect_deps(fr, x, accesses)

    def region_points(self, fr, x, accesses):
        b = fr.bindings.get(x.array)
        if b is None:
            x.fail("array not in scope")
            return None
        pts = set()
        if x.kind in ("W", "R"):
            for obj, off, k, _, _ in accesses:
                if k == x.kind:
                    p = self.phi(b, obj, off)
                    if p is not None:
                        pts.add(p)
        elif x.kind == "IN":
            first = {}
            for obj, off, k, _, _ in accesses:
                first.setdefault((obj.uid, off), (obj, off, k))
            for obj, off, k in first.values():
                if k == "R":
                    p = self.phi(b, obj, off)
                    if p is not None:
                        pts.add(p)
        return pts

    def compare(self, fr, x, pts):
        x.seen += 1
        env = dict(fr.snapshot)
        if len(pts) > 0 and any(len(p) != x.rank for p in pts):
            x.fail("rank mismatch")
            return
        if x.fn is None:
            args = [f"phi{i + 1}" for i in range(x.rank)]
            others = [n for n in x.names if not re.fullmatch(r"phi\d+", n)]
            x.others = others
            x.fn = eval(f"lambda {', '.join(args + others)}: {x.code}")
        try:
            vals = [env[n] for n in x.others]
        except KeyError as err:
            x.fail(f"unknown variable {err}")
            return
        fn = lambda p: x.fn(*p, *vals)
        for p in pts:
            if not fn(p):
                x.fail(f"accessed {p} not in the system; env={env}; accessed={sorted(pts)}")
                return
        # enumerate the system in a box around the accessed points
        scale = max([abs(v) for v in env.values() if isinstance(v, int)] + [6])
        box = []
        for d in range(x.rank):
            if pts:
                lo = min(p[d] for p in pts) - 4
                hi = max(p[d] for p in pts) + 4
                if x.rank == 1:
                    lo, hi = min(lo, -4), max(hi, 2 * scale + 4)
            else:
                lo, hi = -4, 2 * scale + 4
            box.append(range(lo, hi + 1))
        sys_pts = set(p for p in itertools.product(*box) if fn(p))
        if x.tag == "EXACT":
            extra = sys_pts - pts
            if extra:
                x.fail(f"system has points never accessed, e.g. {sorted(extra)[:5]}; env={env}; accessed={sorted(pts)[:20]}")
        else:
            if sys_pts != pts:
                x.strict = True
            if pts and sys_pts:
                for d in range(x.rank):
                    if min(p[d] for p in pts) == min(p[d] for p in sys_pts):
                        x.min_hit[d] = True
                    if max(p[d] for p in pts) == max(p[d] for p in sys_pts):
                        x.max_hit[d] = True

    def check_region(self, fr, x, accesses):
        pts = self.region_points(fr, x, accesses)
        if pts is not None:
            self.compare(fr, x, pts)

    def finish_out(self):
        for fr, end, x in self.pending:
            b = fr.bindings.get(x.array)
            if b is None:
                x.fail("array not in scope")
                continue
            act_end = self.act_end.get(fr.act.uid, len(self.trace))
            written = {}
            for obj, off, k, _, _ in self.trace[fr.start:end]:
                if k == "W":
                    written[(obj.uid, off)] = obj
            later = {}
            for obj, off, k, _, _ in self.trace[end:act_end]:
                later.setdefault((obj.uid, off), k)
            pts = set()
            for (uid, off), obj in written.items():
                nxt = later.get((uid, off))
                live = nxt == "R" or (nxt is None and obj.owner != fr.act.uid)
                if live:
                    p = self.phi(b, obj, off)
                    if p is not None:
                        pts.add(p)
            self.compare(fr, x, pts)

    def collect_deps(self, fr, x, accesses):
        x.seen += 1
        if not hasattr(x, "found"):
            x.found = {}
        names = {}
        for n, (obj, _, _) in fr.bindings.items():
            names.setdefault(obj.uid, n)
        # the annotated loop is the last loop entry of this activation at frame start
        by_elem = {}
        for a in accesses:
            by_elem.setdefault((a[0].uid, a[1]), []).append(a)
        for (uid, off), lst in by_elem.items():
            for i in range(len(lst)):
                for j in range(i + 1, len(lst)):
                    a, b = lst[i], lst[j]
                    if a[2] == "R" and b[2] == "R":
                        continue
                    kind = {"WR": "flow", "RW": "anti", "WW": "output"}[a[2] + b[2]]
                    la = [(l, c) for (ac, l, c) in a[4] if ac == fr.act.uid]
                    lb = [(l, c) for (ac, l, c) in b[4] if ac == fr.act.uid]
                    # from the annotated loop inward
                    la = la[[l for l, _ in la].index(fr.line):]
                    lb = lb[[l for l, _ in lb].index(fr.line):]
                    dirs, dist = [], []
                    for (l1, c1), (l2, c2) in zip(la, lb):
                        if l1 != l2:
                            break
                        dirs.append("<" if c2 > c1 else ">" if c2 < c1 else "=")
                        d = c2 - c1
                        dist.append(int(d) if d == int(d) else d)
                    if "<" not in dirs:
                        continue
                    first = next(d for d in dirs if d != "=")
                    if first != "<":
                        x.fail(f"internal: lexicographically negative {dirs}")
                    key = (kind, names.get(uid, f"<obj {a[0].name}>"), tuple(dirs))
                    x.found.setdefault(key, set()).add(tuple(dist))


def run_file(path, seeds=2, verbose=False):
    exps = read_expectations(path)
    src = subprocess.run(["gcc", "-E", "-std=gnu11", str(path)], capture_output=True, text=True, check=True).stdout
    ast = pycparser.CParser().parse(src, path.name)
    funcs = [e for e in ast.ext if isinstance(e, c_ast.FuncDef)]
    for f in funcs:
        params = f.decl.type.args.params if f.decl.type.args else []
        params = [p for p in params if not isinstance(p, c_ast.Typename)]
        ints = [p for p in params if isinstance(p.type, c_ast.TypeDecl) and "int" in p.type.type.names]
        nint = len(ints)
        rng_vals = {0: [0], 1: list(range(-1, 14)), 2: list(range(-3, 9))}.get(nint, list(range(-1, 5)))
        for combo in itertools.product(rng_vals, repeat=nint):
            for seed in range(seeds):
                rng = random.Random(zlib.crc32(repr((path.name, f.decl.name, combo, seed)).encode()))
                it = Interp(ast, exps, rng)
                vals = dict(zip([p.name for p in ints], combo))
                args = []
                for p in params:
                    if p.name in vals:
                        args.append((vals[p.name], ("int",)))
                    elif isinstance(p.type, c_ast.TypeDecl):
                        args.append((rng.choice([-1.0, 0.5, 2.0]), ("double",)))
                    else:
                        # pointer or array parameter: a fresh external object
                        t = p.type
                        while not isinstance(t, c_ast.TypeDecl):
                            t = t.type
                        obj = Obj(p.name, "int" in t.type.names, 0, rng)
                        args.append((Ptr(obj, 0), ("ptr", ("double",))))
                try:
                    it.call(f.decl.name, args)
                except (IndexError, ZeroDivisionError):
                    pass
                it.finish_out()
    n = 0
    bad = 0
    for line, lst in sorted(exps.items()):
        for x in lst:
            n += 1
            if x.kind == "dep":
                found = getattr(x, "found", {})
                if x.dep is None:
                    if found:
                        x.fail(f"dependences found: {sorted(found)}")
                else:
                    pass  # checked below per loop line
            if x.seen == 0:
                x.fail("never executed")
            if x.kind in ("W", "R", "IN", "OUT") and x.tag == "MAY" and x.ok and x.seen:
                if not all(x.min_hit) or not all(x.max_hit):
                    print(f"{path.name}:{line}: {x.text}\n    -> note: some bound never reached (min {x.min_hit}, max {x.max_hit})")
                if not getattr(x, "strict", False):
                    print(f"{path.name}:{line}: {x.text}\n    -> note: the accessed set always equalled the system")
        deps = [x for x in lst if x.kind == "dep" and x.dep is not None]
        if deps:
            found = {}
            for x in lst:
                if x.kind == "dep":
                    for k, v in getattr(x, "found", {}).items():
                        found.setdefault(k, set()).update(v)
            expected = {(x.dep[0], x.dep[1], x.dep[2]): x for x in deps}
            for k in found:
                if k not in expected:
                    print(f"{path.name}:{line}: unexpected dependence {k} distances {sorted(found[k])[:6]}")
                    bad += 1
            for k, x in expected.items():
                if k not in found:
                    x.fail("never observed")
                    continue
                if x.dep[3] is not None:
                    for i, d in enumerate(x.dep[3]):
                        vals = {v[i] for v in found[k]}
                        if d == "?":
                            if len(vals) == 1:
                                print(f"{path.name}:{line}: {x.text}\n    -> note: component {i} always {vals}")
                        elif vals != {int(d)}:
                            x.fail(f"distance component {i} observed {sorted(vals)}")
        for x in lst:
            bad += not x.ok
    return n, bad


def main():
    files = [Path(a) for a in sys.argv[1:]] or sorted(HERE.glob("*.c"))
    total = bad = 0
    for f in files:
        n, b = run_file(f)
        total += n
        bad += b
    print(f"{len(files)} files, {total} expectations, {bad} failing")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
