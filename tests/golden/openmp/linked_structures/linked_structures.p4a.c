#include <stdio.h>
#include <stdlib.h>
struct node {
    int key;
    struct node *next;
};
struct dnode {
    struct dnode *prev, *next;
    long v;
};
struct tree;
typedef struct tree tree;
struct tree {
    int key;
    int count;
    tree *left, *right;
};
struct owner;
struct item {
    struct owner *owner;
    int weight;
};
struct owner {
    struct item *items[3];
    int n;
};

static struct node *push(struct node *head, int key)
{
    struct node *n = malloc(sizeof *n);
    n->key = key;
    n->next = head;
    return n;
}

static struct node *reverse(struct node *h)
{
    struct node *prev = (void *)0;
    while (h) {
        struct node *nx = h->next;
        h->next = prev;
        prev = h;
        h = nx;
    }
    return prev;
}

static struct node *merge(struct node *a, struct node *b)
{
    struct node head = {0, (void *)0}, *t = &head;
    while (a && b) {
        if (a->key <= b->key) {
            t->next = a;
            a = a->next;
        } else {
            t->next = b;
            b = b->next;
        }
        t = t->next;
    }
    t->next = a ? a : b;
    return head.next;
}

static struct node *msort(struct node *h)
{
    if (!h || !h->next) {
        return h;
    }
    struct node *slow = h, *fast = h->next;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    struct node *second = slow->next;
    slow->next = (void *)0;
    return merge(msort(h), msort(second));
}

static tree *insert(tree *t, int key)
{
    if (t == (void *)0) {
        t = calloc(1, sizeof *t);
        t->key = key;
        t->count = 1;
    } else if (key < t->key) {
        t->left = insert(t->left, key);
    } else if (key > t->key) {
        t->right = insert(t->right, key);
    } else {
        t->count++;
    }
    return t;
}

static int height(const tree *t)
{
    if (!t) {
        return 0;
    }
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

static void inorder(const tree *t, unsigned long *h, int *n)
{
    if (!t) {
        return;
    }
    inorder(t->left, h, n);
    *h = *h * 131 + (unsigned long)(t->key * t->count);
    ++*n;
    inorder(t->right, h, n);
}

static void tree_free(tree *t)
{
    if (!t) {
        return;
    }
    tree_free(t->left);
    tree_free(t->right);
    free(t);
}

int main(void)
{
    struct node *list = (void *)0;
    unsigned int s = 2024;
    for (int i = 0; i < 200; i++) {
        s = s * 1664525u + 1013904223u;
        list = push(list, (int)(s >> 20));
    }
    list = reverse(list);
    list = msort(list);
    unsigned long h = 0;
    int n = 0, sorted = 1, prev = -1;
    for (struct node *p = list; p; p = p->next) {
        h = h * 31 + (unsigned long)p->key;
        sorted &= p->key >= prev;
        prev = p->key;
        n++;
    }
    printf("list n=%d sorted=%d h=%lu\n", n, sorted, h);
    while (list) {
        struct node *nx = list->next;
        free(list);
        list = nx;
    }
    struct dnode sentinel = {&sentinel, &sentinel, 0};
    for (long v = 1; v <= 10; v++) {
        struct dnode *d = malloc(sizeof *d);
        d->v = v * v;
        if (v % 2) {
            d->prev = sentinel.prev;
            d->next = &sentinel;
        } else {
            d->next = sentinel.next;
            d->prev = &sentinel;
        }
        d->prev->next = d;
        d->next->prev = d;
    }
    long fw = 0, bw = 0;
    struct dnode *p4a_sentinel_next = sentinel.next;
    for (struct dnode *d = p4a_sentinel_next; d != &sentinel; d = d->next) {
        fw = fw * 3 + d->v;
    }
    struct dnode *p4a_sentinel_prev = sentinel.prev;
    for (struct dnode *d = p4a_sentinel_prev; d != &sentinel; d = d->prev) {
        bw = bw * 3 + d->v;
    }
    while (sentinel.next != &sentinel) {
        struct dnode *d = sentinel.next;
        sentinel.next = d->next;
        free(d);
    }
    printf("dlist %ld %ld\n", fw, bw);
    tree *root = (void *)0;
    for (int i = 0; i < 300; i++) {
        s = s * 1664525u + 1013904223u;
        root = insert(root, (int)(s >> 24));
    }
    unsigned long th = 0;
    int tn = 0;
    inorder(root, &th, &tn);
    printf("tree nodes=%d height=%d h=%lu\n", tn, height(root), th);
    tree_free(root);
    struct owner o = {.n = 0};
    struct item items[3] = {{&o, 5}, {&o, 7}, {(void *)0, 11}};
    {
        o.items[o.n++] = &items[0];
        o.items[o.n++] = &items[1];
        o.items[o.n++] = &items[2];
    }
    int w = 0;
    int p4a_o_n = o.n;
    if (p4a_o_n >= 4546) {
        #pragma omp parallel for reduction(+:w)
        for (int i = 0; i < p4a_o_n; i++) {
            w += o.items[i]->weight * (o.items[i]->owner == &o);
        }
    } else {
        for (int i = 0; i < p4a_o_n; i++) {
            w += o.items[i]->weight * (o.items[i]->owner == &o);
        }
    }
    printf("owner %d\n", w);
    return 0;
}
