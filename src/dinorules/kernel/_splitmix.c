/* The bounded draw of `dinorules.kernel.rng`, compiled: `below_state(state, n)`.
 *
 * The same function as the pure-Python `below_state` in rng.py (SplitMix64, then
 * rejection sampling on the 64-bit output), on machine words instead of Python
 * integers: about 8,800 interpreter instructions become a few hundred
 * (docs/performance.md, round 4). It is an optional build: rng.py falls back to
 * the Python function when this module is missing, and tests/kernel/test_rng.py
 * checks that the two agree, rejections and the bound 2**64 included.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#define GAMMA 0x9E3779B97F4A7C15ULL
#define MIX1 0xBF58476D1CE4E5B9ULL
#define MIX2 0x94D049BB133111EBULL

static inline uint64_t
mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * MIX1;
    z = (z ^ (z >> 27)) * MIX2;
    return z ^ (z >> 31);
}

static PyObject *
bound_error(PyObject *n)
{
    PyErr_Format(PyExc_ValueError, "below() needs a bound in 1..2**64, got %S", n);
    return NULL;
}

/* Read a bound in 1..2**64: *n is set, and *full when the bound is 2**64 itself. */
static int
read_bound(PyObject *bound, uint64_t *n, int *full)
{
    int overflow = 0;
    long long small;
    PyObject *one, *less;
    uint64_t top;

    *full = 0;
    if (!PyLong_Check(bound)) {
        PyErr_Format(PyExc_TypeError, "below() needs an integer bound, got %R", bound);
        return -1;
    }
    small = PyLong_AsLongLongAndOverflow(bound, &overflow);
    if (small == -1 && PyErr_Occurred()) {
        return -1;
    }
    if (overflow == 0) {
        if (small <= 0) {
            bound_error(bound);
            return -1;
        }
        *n = (uint64_t)small;
        return 0;
    }
    if (overflow < 0) {
        bound_error(bound);
        return -1;
    }
    *n = PyLong_AsUnsignedLongLong(bound);
    if (!(*n == (uint64_t)-1 && PyErr_Occurred())) {
        return 0;
    }
    if (!PyErr_ExceptionMatches(PyExc_OverflowError)) {
        return -1;
    }
    PyErr_Clear();
    /* At least 2**64: only 2**64 itself is a bound (bound - 1 == 2**64 - 1). */
    one = PyLong_FromLong(1);
    if (one == NULL) {
        return -1;
    }
    less = PyNumber_Subtract(bound, one);
    Py_DECREF(one);
    if (less == NULL) {
        return -1;
    }
    top = PyLong_AsUnsignedLongLong(less);
    Py_DECREF(less);
    if (top == (uint64_t)-1 && PyErr_Occurred()) {
        PyErr_Clear();
        bound_error(bound);
        return -1;
    }
    if (top != UINT64_MAX) {
        bound_error(bound);
        return -1;
    }
    *full = 1;
    return 0;
}

static PyObject *
below_state(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    uint64_t state, n, z, rem, limit;
    int full;
    PyObject *value, *next, *pair;

    (void)module;
    if (nargs != 2) {
        PyErr_Format(PyExc_TypeError, "below_state() takes 2 arguments (%zd given)", nargs);
        return NULL;
    }
    state = PyLong_AsUnsignedLongLong(args[0]);
    if (state == (uint64_t)-1 && PyErr_Occurred()) {
        return NULL;
    }
    if (read_bound(args[1], &n, &full) < 0) {
        return NULL;
    }
    if (full) { /* 2**64 % 2**64 == 0: every output is accepted, and is its own value */
        state += GAMMA;
        z = mix(state);
    }
    else {
        /* The rejection bound 2**64 - 2**64 % n; every output is accepted when n
           divides 2**64 (rem == 0), where the bound itself needs 65 bits. */
        rem = (UINT64_MAX % n + 1) % n;
        limit = (uint64_t)0 - rem;
        do {
            state += GAMMA;
            z = mix(state);
        } while (rem != 0 && z >= limit);
        z %= n;
    }
    value = PyLong_FromUnsignedLongLong(z);
    if (value == NULL) {
        return NULL;
    }
    next = PyLong_FromUnsignedLongLong(state);
    if (next == NULL) {
        Py_DECREF(value);
        return NULL;
    }
    pair = PyTuple_New(2);
    if (pair == NULL) {
        Py_DECREF(value);
        Py_DECREF(next);
        return NULL;
    }
    PyTuple_SET_ITEM(pair, 0, value);
    PyTuple_SET_ITEM(pair, 1, next);
    return pair;
}

static PyMethodDef methods[] = {
    {"below_state", (PyCFunction)(void (*)(void))below_state, METH_FASTCALL,
     "below_state(state, n) -> (value, next state): `rng.below_state`, compiled."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef_Slot slots[] = {
#ifdef Py_mod_multiple_interpreters
    {Py_mod_multiple_interpreters, Py_MOD_PER_INTERPRETER_GIL_SUPPORTED},
#endif
    {0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "dinorules.kernel._splitmix",
    .m_doc = "SplitMix64's bounded draw, compiled (optional; rng.py has the same in Python).",
    .m_size = 0,
    .m_methods = methods,
    .m_slots = slots,
};

PyMODINIT_FUNC
PyInit__splitmix(void)
{
    return PyModuleDef_Init(&module_def);
}
