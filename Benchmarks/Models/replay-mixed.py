#!/usr/bin/env python3
"""A 100,000-line script with applies, queries and undo, and a plain Python model of it.

    replay-mixed.py write FILE   writes the script: 100 sections, `appendItems A B C to sN` lines
                                 (about 5% followed by `moveItem X after Y`), a query every 50
                                 lines (`numberOfItems`, `indexOfItem N`), `undo` every 100
                                 lines, `apply` every 1,000 lines and at the end
    replay-mixed.py model FILE   replays FILE in a plain Python model and prints the CPU seconds:
                                 a dict of lists and an item-to-section map for the edits, an undo
                                 stack of inverse edits, and for each apply the flat item list
                                 with each item's index (what a diff must read at least)

diffable's replay of the same file (release build, `--keep-going`, output discarded) is held
against the model's time in the same run (Benchmarks/: `scripts/bench`).
"""
import random
import sys
import time


def write(path):
    r = random.Random(7)
    out = ['appendSections ' + ' '.join(f's{i}' for i in range(100))]
    n = 0
    while len(out) < 99_999:
        k = len(out)
        if k % 1000 == 0:
            out.append('apply')
        elif k % 100 == 0:
            out.append('undo')
        elif k % 50 == 0:
            out.append('numberOfItems' if r.random() < 0.5 else f'indexOfItem {r.randrange(max(n, 1))}')
        elif r.random() < 0.05 and n > 10:
            out.append(f'moveItem {r.randrange(n)} after {r.randrange(n)}')
        else:
            out.append(f'appendItems {n} {n + 1} {n + 2} to s{r.randrange(100)}')
            n += 3
    out.append('apply')
    with open(path, 'w') as f:
        f.write('\n'.join(out[:100_000]) + '\n')


def model(path):
    start = time.process_time()
    sections, where, undo = {}, {}, []

    def place(item, section, index):
        sections[section].insert(index, item)
        where[item] = section

    def take(item):
        section = where.pop(item)
        index = sections[section].index(item)
        del sections[section][index]
        return section, index

    for line in open(path):
        w = line.split()
        if not w:
            continue
        if w[0] == 'appendSections':
            for s in w[1:]:
                sections[s] = []
        elif w[0] == 'appendItems':
            to = w.index('to')
            inverse = []
            for item in w[1:to]:
                if item in where:
                    inverse.append(('back', item) + take(item))
                place(item, w[to + 1], len(sections[w[to + 1]]))
                inverse.append(('remove', item))
            undo.append(inverse)
        elif w[0] == 'moveItem':
            a, b = w[1], w[3]
            if a in where and b in where and a != b:
                old = take(a)
                s = where[b]
                place(a, s, sections[s].index(b) + 1)
                undo.append([('remove', a), ('back', a) + old])
        elif w[0] == 'undo' and undo:
            for op in reversed(undo.pop()):
                if op[0] == 'remove':
                    take(op[1])
                else:
                    place(op[1], op[2], op[3])
        elif w[0] == 'numberOfItems':
            len(where)
        elif w[0] == 'indexOfItem':
            if w[1] in where:
                section = where[w[1]]
                before = 0
                for name, items in sections.items():
                    if name == section:
                        break
                    before += len(items)
                before + sections[section].index(w[1])
        elif w[0] == 'apply':
            flat = [i for s in sections.values() for i in s]
            {item: index for index, item in enumerate(flat)}
    print(f'{time.process_time() - start:.3f}')


if __name__ == '__main__':
    if len(sys.argv) != 3 or sys.argv[1] not in ('write', 'model'):
        sys.exit(__doc__)
    (write if sys.argv[1] == 'write' else model)(sys.argv[2])
