/* The kernel's optional compiled part: the random generator's bounded draw, the deal
 * of `rng.deal`, `Value.replace` and the read-only mapping `FrozenMap`. Each has a Python twin that gives the same results
 * (rng.py, values.py), used when this module is not built or DINORULES_PURE_PYTHON=1,
 * and checked against it by the tests (tests/kernel/test_rng.py, test_values.py).
 *
 * `below_state(state, n)`: SplitMix64, then rejection sampling on the 64-bit output,
 * on machine words instead of Python integers (docs/performance.md). `mix(z)`,
 * SplitMix64's output function, and `split_state(state)`, the two states `Rng.split`
 * derives, likewise.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stddef.h>
#include "structmember.h"

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

/* The tuple ``(a, b)`` of two 64-bit words as Python integers. */
static PyObject *
pair_of(uint64_t a, uint64_t b)
{
    PyObject *first, *second, *pair;

    first = PyLong_FromUnsignedLongLong(a);
    if (first == NULL) {
        return NULL;
    }
    second = PyLong_FromUnsignedLongLong(b);
    if (second == NULL) {
        Py_DECREF(first);
        return NULL;
    }
    pair = PyTuple_New(2);
    if (pair == NULL) {
        Py_DECREF(first);
        Py_DECREF(second);
        return NULL;
    }
    PyTuple_SET_ITEM(pair, 0, first);
    PyTuple_SET_ITEM(pair, 1, second);
    return pair;
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
    return pair_of(z, state);
}

/* `mix(z)`: SplitMix64's output function of a 64-bit word (`rng._mix`), which seeds
 * a generator (`Rng.from_seed`) and makes each raw output. */
static PyObject *
mix_word(PyObject *module, PyObject *arg)
{
    uint64_t z;

    (void)module;
    z = PyLong_AsUnsignedLongLong(arg);
    if (z == (uint64_t)-1 && PyErr_Occurred()) {
        return NULL;
    }
    return PyLong_FromUnsignedLongLong(mix(z));
}

/* `split_state(state)`: the plain states of the two generators `Rng.split` makes,
 * ``mix(state + GAMMA)`` and ``mix(mix(state + 2 GAMMA) ^ GAMMA)``, on machine words
 * (a simulation splits a seat's stream at each of its decisions). */
static PyObject *
split_state(PyObject *module, PyObject *arg)
{
    uint64_t state;

    (void)module;
    state = PyLong_AsUnsignedLongLong(arg);
    if (state == (uint64_t)-1 && PyErr_Occurred()) {
        return NULL;
    }
    return pair_of(mix(state + GAMMA), mix(mix(state + 2 * GAMMA) ^ GAMMA));
}

/* One bounded draw on a plain state: `below_state` for a bound in 1..2**63 (a deck). */
static uint64_t
draw_below(uint64_t *state, uint64_t n)
{
    uint64_t rem = (UINT64_MAX % n + 1) % n, limit = (uint64_t)0 - rem, z;
    do {
        *state += GAMMA;
        z = mix(*state);
    } while (rem != 0 && z >= limit);
    return z % n;
}

/* Read a sequence of non-negative integers into a new C array (NULL and an error if not). */
static Py_ssize_t *
read_counts(PyObject *sequence, Py_ssize_t *length, const char *what)
{
    PyObject *fast = PySequence_Fast(sequence, what);
    Py_ssize_t n, i, *out;
    if (fast == NULL) {
        return NULL;
    }
    n = PySequence_Fast_GET_SIZE(fast);
    out = PyMem_Calloc(n ? n : 1, sizeof(Py_ssize_t));
    if (out == NULL) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return NULL;
    }
    for (i = 0; i < n; i++) {
        out[i] = PyLong_AsSsize_t(PySequence_Fast_GET_ITEM(fast, i));
        if (out[i] < 0) {
            if (!PyErr_Occurred()) {
                PyErr_Format(PyExc_ValueError, "%s must not be negative", what);
            }
            Py_DECREF(fast);
            PyMem_Free(out);
            return NULL;
        }
    }
    Py_DECREF(fast);
    *length = n;
    return out;
}

static PyObject *
counts_tuple(const Py_ssize_t *counts, Py_ssize_t n)
{
    PyObject *tuple = PyTuple_New(n), *item;
    Py_ssize_t i;
    if (tuple == NULL) {
        return NULL;
    }
    for (i = 0; i < n; i++) {
        item = PyLong_FromSsize_t(counts[i]);
        if (item == NULL) {
            Py_DECREF(tuple);
            return NULL;
        }
        PyTuple_SET_ITEM(tuple, i, item);
    }
    return tuple;
}

/* `deal_state(counts, sizes, state, into)` -> (hands, counts left, next state): the deal of
 * rng.py's `deal` on machine words, ticket for ticket as its Python twin `_deal_state`. */
static PyObject *
deal_state(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    Py_ssize_t types = 0, nsizes = 0, held = 0, i, k, card, total = 0, wanted = 0;
    Py_ssize_t *left = NULL, *sizes = NULL, *hand = NULL;
    PyObject *hands = NULL, *into = NULL, *fast_into = NULL, *result = NULL, *item;
    uint64_t state, ticket;

    (void)module;
    if (nargs != 4) {
        PyErr_Format(PyExc_TypeError, "deal_state() takes 4 arguments (%zd given)", nargs);
        return NULL;
    }
    state = PyLong_AsUnsignedLongLong(args[2]);
    if (state == (uint64_t)-1 && PyErr_Occurred()) {
        return NULL;
    }
    left = read_counts(args[0], &types, "counts");
    if (left == NULL) {
        goto done;
    }
    sizes = read_counts(args[1], &nsizes, "sizes");
    if (sizes == NULL) {
        goto done;
    }
    for (i = 0; i < types; i++) {
        total += left[i];
    }
    for (k = 0; k < nsizes; k++) {
        wanted += sizes[k];
    }
    if (wanted > total) {
        PyObject *shown = PySequence_List(args[1]);
        if (shown != NULL) {
            PyErr_Format(PyExc_ValueError, "cannot deal hands of %R cards from a deck of %zd",
                         shown, total);
            Py_DECREF(shown);
        }
        goto done;
    }
    into = args[3];
    if (into != Py_None) {
        fast_into = PySequence_Fast(into, "into");
        if (fast_into == NULL) {
            goto done;
        }
        if (PySequence_Fast_GET_SIZE(fast_into) != nsizes) {
            PyErr_SetString(PyExc_ValueError, "into: one hand per size");
            goto done;
        }
    }
    hands = PyTuple_New(nsizes);
    if (hands == NULL) {
        goto done;
    }
    for (k = 0; k < nsizes; k++) {
        if (fast_into != NULL) {
            hand = read_counts(PySequence_Fast_GET_ITEM(fast_into, k), &held, "into");
            if (hand == NULL) {
                goto done;
            }
            if (held != types) {
                PyErr_SetString(PyExc_ValueError, "into: a hand has a count per type");
                goto done;
            }
        }
        else {
            hand = PyMem_Calloc(types ? types : 1, sizeof(Py_ssize_t));
            if (hand == NULL) {
                PyErr_NoMemory();
                goto done;
            }
        }
        for (i = 0; i < sizes[k]; i++) {
            ticket = draw_below(&state, (uint64_t)total);
            for (card = 0; ticket >= (uint64_t)left[card]; card++) {
                ticket -= (uint64_t)left[card];
            }
            left[card]--;
            hand[card]++;
            total--;
        }
        item = counts_tuple(hand, types);
        PyMem_Free(hand);
        hand = NULL;
        if (item == NULL) {
            goto done;
        }
        PyTuple_SET_ITEM(hands, k, item);
    }
    item = counts_tuple(left, types);
    if (item == NULL) {
        goto done;
    }
    result = Py_BuildValue("(NNK)", Py_NewRef(hands), item, (unsigned long long)state);
done:
    Py_XDECREF(hands);
    Py_XDECREF(fast_into);
    PyMem_Free(left);
    PyMem_Free(sizes);
    PyMem_Free(hand);
    return result;
}

/* `Value.replace`, compiled: a `Replacer` is the ``replace`` method of one value class.
 *
 * Called as ``value.replace(field=new, ...)``, it allocates an instance of the class,
 * copies each field's slot from ``value`` (a new reference each), resets the derived
 * fields (``init=False``) to their defaults and stores the changed ones: what the
 * generated Python ``replace`` of values.py does with one descriptor store per field.
 * Anything else (a subclass instance, a
 * positional argument, a name that is not a field) goes to the Python function, which
 * does the same or raises the same error (tests/kernel/test_values.py).
 */
typedef struct {
    PyObject_HEAD
    vectorcallfunc vectorcall;
    PyTypeObject *cls;       /* the value class */
    PyObject *fallback;      /* the Python replace, for every other call */
    Py_ssize_t nfields;
    Py_ssize_t *offsets;     /* each field's slot offset */
    PyObject **names;        /* each field's name */
    PyObject **resets;       /* a derived field's default, else NULL */
} Replacer;

static PyTypeObject Replacer_Type;

#define SLOT(obj, offset) (*(PyObject **)((char *)(obj) + (offset)))

static Py_ssize_t
field_index(Replacer *r, PyObject *name)
{
    Py_ssize_t i;
    for (i = 0; i < r->nfields; i++) {
        if (r->names[i] == name) {
            return i;
        }
    }
    for (i = 0; i < r->nfields; i++) {
        int same = PyUnicode_Compare(r->names[i], name);
        if (same == 0) {
            return i;
        }
        if (same == -1 && PyErr_Occurred()) {
            PyErr_Clear();
            return -1;
        }
    }
    return -1;
}

#define MAX_FIELDS 64

static PyObject *
replacer_call(PyObject *callable, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    Replacer *r = (Replacer *)callable;
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    Py_ssize_t nkw = kwnames == NULL ? 0 : PyTuple_GET_SIZE(kwnames);
    Py_ssize_t changed[MAX_FIELDS];
    Py_ssize_t i, k;
    PyObject *self, *new;

    if (nargs != 1 || Py_TYPE(args[0]) != r->cls || nkw > r->nfields) {
        return PyObject_Vectorcall(r->fallback, args, nargsf, kwnames);
    }
    for (k = 0; k < nkw; k++) {
        i = field_index(r, PyTuple_GET_ITEM(kwnames, k));
        if (i < 0 || r->resets[i] != NULL) {
            return PyObject_Vectorcall(r->fallback, args, nargsf, kwnames);
        }
        changed[k] = i;
    }
    self = args[0];
    new = r->cls->tp_alloc(r->cls, 0);
    if (new == NULL) {
        return NULL;
    }
    for (i = 0; i < r->nfields; i++) {
        PyObject *v = r->resets[i] != NULL ? r->resets[i] : SLOT(self, r->offsets[i]);
        Py_XINCREF(v);
        SLOT(new, r->offsets[i]) = v;
    }
    for (k = 0; k < nkw; k++) {
        Py_ssize_t offset = r->offsets[changed[k]];
        PyObject *old = SLOT(new, offset);
        PyObject *v = args[1 + k];
        Py_INCREF(v);
        SLOT(new, offset) = v;
        Py_XDECREF(old);
    }
    return new;
}

static void
replacer_free_arrays(Replacer *r)
{
    Py_ssize_t i;
    if (r->names != NULL) {
        for (i = 0; i < r->nfields; i++) {
            Py_XDECREF(r->names[i]);
        }
        PyMem_Free(r->names);
        r->names = NULL;
    }
    if (r->resets != NULL) {
        for (i = 0; i < r->nfields; i++) {
            Py_XDECREF(r->resets[i]);
        }
        PyMem_Free(r->resets);
        r->resets = NULL;
    }
    PyMem_Free(r->offsets);
    r->offsets = NULL;
    r->nfields = 0;
}

/* Replacer(cls, descriptors, resets, missing, fallback): ``descriptors`` are the
   fields' slot descriptors in order; ``resets[i]`` is a derived field's default, or
   ``missing`` for a field ``replace`` may change. */
static PyObject *
replacer_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    PyObject *cls, *descriptors, *resets, *missing, *fallback;
    Replacer *r;
    Py_ssize_t n, i;

    if (kwargs != NULL && PyDict_GET_SIZE(kwargs) != 0) {
        PyErr_SetString(PyExc_TypeError, "Replacer() takes positional arguments only");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "O!O!O!OO:Replacer", &PyType_Type, &cls, &PyTuple_Type,
                          &descriptors, &PyTuple_Type, &resets, &missing, &fallback)) {
        return NULL;
    }
    n = PyTuple_GET_SIZE(descriptors);
    if (PyTuple_GET_SIZE(resets) != n || n > MAX_FIELDS || !PyCallable_Check(fallback)) {
        PyErr_SetString(PyExc_ValueError,
                        "Replacer: one reset per field, at most 64 fields, a callable fallback");
        return NULL;
    }
    r = (Replacer *)PyType_GenericAlloc(type, 0);
    if (r == NULL) {
        return NULL;
    }
    r->vectorcall = replacer_call;
    r->offsets = PyMem_Calloc(n ? n : 1, sizeof(Py_ssize_t));
    r->names = PyMem_Calloc(n ? n : 1, sizeof(PyObject *));
    r->resets = PyMem_Calloc(n ? n : 1, sizeof(PyObject *));
    if (r->offsets == NULL || r->names == NULL || r->resets == NULL) {
        Py_DECREF(r);
        return PyErr_NoMemory();
    }
    r->nfields = n;
    for (i = 0; i < n; i++) {
        PyObject *d = PyTuple_GET_ITEM(descriptors, i);
        PyObject *reset = PyTuple_GET_ITEM(resets, i);
        PyMemberDef *member;
        if (!Py_IS_TYPE(d, &PyMemberDescr_Type)) {
            PyErr_Format(PyExc_TypeError, "Replacer: field %zd is not a slot, got %R", i, d);
            Py_DECREF(r);
            return NULL;
        }
        member = ((PyMemberDescrObject *)d)->d_member;
        if (member->type != T_OBJECT_EX || (member->flags & READONLY)) {
            PyErr_Format(PyExc_TypeError, "Replacer: field %zd is not a writable object slot", i);
            Py_DECREF(r);
            return NULL;
        }
        r->offsets[i] = member->offset;
        r->names[i] = Py_NewRef(((PyDescrObject *)d)->d_name);
        r->resets[i] = reset == missing ? NULL : Py_NewRef(reset);
    }
    r->cls = (PyTypeObject *)Py_NewRef(cls);
    r->fallback = Py_NewRef(fallback);
    return (PyObject *)r;
}

static int
replacer_traverse(Replacer *r, visitproc visit, void *arg)
{
    Py_ssize_t i;
    Py_VISIT(r->cls);
    Py_VISIT(r->fallback);
    for (i = 0; r->resets != NULL && i < r->nfields; i++) {
        Py_VISIT(r->resets[i]);
    }
    return 0;
}

static int
replacer_clear(Replacer *r)
{
    Py_CLEAR(r->cls);
    Py_CLEAR(r->fallback);
    return 0;
}

static void
replacer_dealloc(Replacer *r)
{
    PyObject_GC_UnTrack(r);
    replacer_clear(r);
    replacer_free_arrays(r);
    Py_TYPE(r)->tp_free((PyObject *)r);
}

static PyObject *
replacer_get(PyObject *self, PyObject *obj, PyObject *type)
{
    (void)type;
    if (obj == NULL || obj == Py_None) {
        return Py_NewRef(self);
    }
    return PyMethod_New(self, obj);
}

static PyTypeObject Replacer_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dinorules.kernel._speedups.Replacer",
    .tp_basicsize = sizeof(Replacer),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL
                | Py_TPFLAGS_METHOD_DESCRIPTOR,
    .tp_doc = "A value class's compiled ``replace`` (values.py falls back to Python).",
    .tp_new = replacer_new,
    .tp_dealloc = (destructor)replacer_dealloc,
    .tp_traverse = (traverseproc)replacer_traverse,
    .tp_clear = (inquiry)replacer_clear,
    .tp_vectorcall_offset = offsetof(Replacer, vectorcall),
    .tp_call = PyVectorcall_Call,
    .tp_descr_get = replacer_get,
};

/* `FrozenMap`: a read-only mapping whose storage, an exact dict, is never handed out.
 *
 * Reads go straight to the dict (a subscript costs what a dict subclass's did); no
 * method, dunder or attribute returns the dict itself (`__reduce__` gives a copy), so
 * no Python code short of interpreter introspection (ctypes, gc.get_referents) can
 * change a compiled table. Its Python twin is `frozen._FrozenMap`.
 */
typedef struct {
    PyObject_HEAD
    PyObject *items; /* an exact dict, never exposed */
    Py_hash_t hash;  /* -1 until asked */
} FrozenMapObject;

static PyTypeObject FrozenMap_Type;

#define FrozenMap_Check(op) Py_IS_TYPE(op, &FrozenMap_Type)

static PyObject *
frozenmap_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    FrozenMapObject *self;
    PyObject *items;

    if (PyTuple_GET_SIZE(args) == 1 && (kwargs == NULL || PyDict_GET_SIZE(kwargs) == 0)) {
        PyObject *given = PyTuple_GET_ITEM(args, 0);
        if (FrozenMap_Check(given)) {
            return Py_NewRef(given);
        }
    }
    items = PyObject_Call((PyObject *)&PyDict_Type, args, kwargs);
    if (items == NULL) {
        return NULL;
    }
    self = PyObject_GC_New(FrozenMapObject, type);
    if (self == NULL) {
        Py_DECREF(items);
        return NULL;
    }
    self->items = items;
    self->hash = -1;
    PyObject_GC_Track(self);
    return (PyObject *)self;
}

static int
frozenmap_traverse(FrozenMapObject *self, visitproc visit, void *arg)
{
    Py_VISIT(self->items);
    return 0;
}

static int
frozenmap_clear(FrozenMapObject *self)
{
    Py_CLEAR(self->items);
    return 0;
}

static void
frozenmap_dealloc(FrozenMapObject *self)
{
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->items);
    PyObject_GC_Del(self);
}

static Py_ssize_t
frozenmap_length(FrozenMapObject *self)
{
    return PyDict_GET_SIZE(self->items);
}

static PyObject *
frozenmap_subscript(FrozenMapObject *self, PyObject *key)
{
    PyObject *found = PyDict_GetItemWithError(self->items, key);
    if (found != NULL) {
        return Py_NewRef(found);
    }
    if (!PyErr_Occurred()) {
        PyObject *wrapped = PyTuple_Pack(1, key);
        if (wrapped != NULL) {
            PyErr_SetObject(PyExc_KeyError, wrapped);
            Py_DECREF(wrapped);
        }
    }
    return NULL;
}

static int
frozenmap_contains(FrozenMapObject *self, PyObject *key)
{
    return PyDict_Contains(self->items, key);
}

static PyObject *
frozenmap_iter(FrozenMapObject *self)
{
    return PyObject_GetIter(self->items);
}

static Py_hash_t
frozenmap_hash(FrozenMapObject *self)
{
    PyObject *pairs, *set;
    Py_hash_t hash;

    if (self->hash != -1) {
        return self->hash;
    }
    pairs = PyDict_Items(self->items);
    if (pairs == NULL) {
        return -1;
    }
    set = PyFrozenSet_New(pairs);
    Py_DECREF(pairs);
    if (set == NULL) {
        return -1;
    }
    hash = PyObject_Hash(set);
    Py_DECREF(set);
    self->hash = hash;
    return hash;
}

static PyObject *
frozenmap_richcompare(FrozenMapObject *self, PyObject *other, int op)
{
    if (op != Py_EQ && op != Py_NE) {
        Py_RETURN_NOTIMPLEMENTED;
    }
    if (FrozenMap_Check(other)) {
        other = ((FrozenMapObject *)other)->items;
    }
    if (!PyDict_Check(other)) {
        Py_RETURN_NOTIMPLEMENTED;
    }
    return PyObject_RichCompare(self->items, other, op);
}

static PyObject *
frozenmap_repr(FrozenMapObject *self)
{
    return PyUnicode_FromFormat("FrozenMap(%R)", self->items);
}

static PyObject *
frozenmap_get(FrozenMapObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    PyObject *found;

    if (nargs < 1 || nargs > 2) {
        PyErr_Format(PyExc_TypeError, "get expected 1 or 2 arguments, got %zd", nargs);
        return NULL;
    }
    found = PyDict_GetItemWithError(self->items, args[0]);
    if (found != NULL) {
        return Py_NewRef(found);
    }
    if (PyErr_Occurred()) {
        return NULL;
    }
    return Py_NewRef(nargs == 2 ? args[1] : Py_None);
}

/* The dict's own views: read-only (their ``mapping`` is a mappingproxy). */
static PyObject *
frozenmap_keys(FrozenMapObject *self, PyObject *unused)
{
    return PyObject_CallMethod(self->items, "keys", NULL);
}

static PyObject *
frozenmap_values(FrozenMapObject *self, PyObject *unused)
{
    return PyObject_CallMethod(self->items, "values", NULL);
}

static PyObject *
frozenmap_items(FrozenMapObject *self, PyObject *unused)
{
    return PyObject_CallMethod(self->items, "items", NULL);
}

static PyObject *
frozenmap_reduce(FrozenMapObject *self, PyObject *unused)
{
    PyObject *copy = PyDict_Copy(self->items), *result;
    if (copy == NULL) {
        return NULL;
    }
    result = Py_BuildValue("(O(N))", (PyObject *)Py_TYPE(self), copy);
    return result;
}

static PyObject *
frozenmap_self(PyObject *self, PyObject *unused)
{
    return Py_NewRef(self);
}

static PyMethodDef frozenmap_methods[] = {
    {"get", (PyCFunction)(void (*)(void))frozenmap_get, METH_FASTCALL,
     "get(key, default=None): the value at key, else default."},
    {"keys", (PyCFunction)frozenmap_keys, METH_NOARGS, "A read-only view of the keys."},
    {"values", (PyCFunction)frozenmap_values, METH_NOARGS, "A read-only view of the values."},
    {"items", (PyCFunction)frozenmap_items, METH_NOARGS, "A read-only view of the items."},
    {"__reduce__", (PyCFunction)frozenmap_reduce, METH_NOARGS, "Pickled by a copy of its items."},
    {"__copy__", (PyCFunction)frozenmap_self, METH_NOARGS, "Itself: it never changes."},
    {"__deepcopy__", (PyCFunction)frozenmap_self, METH_O, "Itself: it never changes."},
    {"__class_getitem__", Py_GenericAlias, METH_O | METH_CLASS, "FrozenMap[K, V]."},
    {NULL, NULL, 0, NULL},
};

static PyMappingMethods frozenmap_as_mapping = {
    .mp_length = (lenfunc)frozenmap_length,
    .mp_subscript = (binaryfunc)frozenmap_subscript,
};

static PySequenceMethods frozenmap_as_sequence = {
    .sq_contains = (objobjproc)frozenmap_contains,
};

static PyTypeObject FrozenMap_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dinorules.kernel.frozen.FrozenMap",
    .tp_basicsize = sizeof(FrozenMapObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_MAPPING,
    .tp_doc = "A read-only mapping, equal to a dict with the same items, hashable.",
    .tp_new = frozenmap_new,
    .tp_dealloc = (destructor)frozenmap_dealloc,
    .tp_traverse = (traverseproc)frozenmap_traverse,
    .tp_clear = (inquiry)frozenmap_clear,
    .tp_as_mapping = &frozenmap_as_mapping,
    .tp_as_sequence = &frozenmap_as_sequence,
    .tp_iter = (getiterfunc)frozenmap_iter,
    .tp_hash = (hashfunc)frozenmap_hash,
    .tp_richcompare = (richcmpfunc)frozenmap_richcompare,
    .tp_repr = (reprfunc)frozenmap_repr,
    .tp_methods = frozenmap_methods,
};

static PyMethodDef methods[] = {
    {"below_state", (PyCFunction)(void (*)(void))below_state, METH_FASTCALL,
     "below_state(state, n) -> (value, next state): `rng.below_state`, compiled."},
    {"deal_state", (PyCFunction)(void (*)(void))deal_state, METH_FASTCALL,
     "deal_state(counts, sizes, state, into) -> (hands, left, next state): `rng.deal`."},
    {"mix", (PyCFunction)mix_word, METH_O, "mix(z) -> int: `rng._mix`, compiled."},
    {"split_state", (PyCFunction)split_state, METH_O,
     "split_state(state) -> (left, right): `rng.split_state`, compiled."},
    {NULL, NULL, 0, NULL},
};

static int
speedups_exec(PyObject *module)
{
    if (PyType_Ready(&Replacer_Type) < 0 || PyType_Ready(&FrozenMap_Type) < 0) {
        return -1;
    }
    if (PyModule_AddObjectRef(module, "FrozenMap", (PyObject *)&FrozenMap_Type) < 0) {
        return -1;
    }
    return PyModule_AddObjectRef(module, "Replacer", (PyObject *)&Replacer_Type);
}

static struct PyModuleDef_Slot slots[] = {
    {Py_mod_exec, speedups_exec},
    {0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "dinorules.kernel._speedups",
    .m_doc = "The kernel's optional compiled part: the bounded draw and Value.replace.",
    .m_size = 0,
    .m_methods = methods,
    .m_slots = slots,
};

PyMODINIT_FUNC
PyInit__speedups(void)
{
    return PyModuleDef_Init(&module_def);
}
