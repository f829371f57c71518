#!/usr/bin/env python3
# usage: files.py BUILD_DIR SETUP_FILE LINE [v]
# Prints the source files whose functions ran for LINE (after SETUP_FILE): those of parsing
# it, then those of the path from the parsed command to the printed text (a function counts
# there when it ran more often than for the parse alone).
import json, os, subprocess, sys, tempfile, collections
build, setup, line = sys.argv[1:4]
tool = '/opt/swift/usr/bin/'
out = tempfile.mkdtemp()
env = dict(os.environ, LLVM_PROFILE_FILE=out + '/exit.profraw')
printed = subprocess.run([build + '/trace', setup, line, out], capture_output=True, text=True, env=env).stdout
def counts(name):
    subprocess.run([tool + 'llvm-profdata', 'merge', '-o', f'{out}/{name}.profdata', f'{out}/{name}.profraw'], check=True)
    data = json.loads(subprocess.run([tool + 'llvm-cov', 'export', '-skip-expansions', '-instr-profile', f'{out}/{name}.profdata', build + '/trace'], capture_output=True, text=True, check=True).stdout)
    result = collections.Counter()
    for f in data['data'][0]['functions']:
        if f['count'] > 0:
            result[(f['filenames'][0], f['name'])] += f['count']
    return result
parse, run = counts('parse'), counts('run')
def short(path):
    i = path.find('/Sources/')
    return path[i + 9:] if i >= 0 else None
parse_files = {short(k[0]) for k in parse} - {None}
exec_files = {short(k[0]) for k, c in run.items() if c > parse.get(k, 0)} - {None}
print('printed:'); print(''.join('  | ' + l + '\n' for l in printed.splitlines()), end='')
print(f'parse ({len(parse_files)}):', ' '.join(sorted(parse_files)))
print(f'parsed command -> printed text ({len(exec_files)}):')
verbose = len(sys.argv) > 4
for f in sorted(exec_files):
    print('  ' + f)
    if verbose:
        import subprocess as sp
        names = sorted({k[1] for k, c in run.items() if c > parse.get(k, 0) and short(k[0]) == f})
        dem = sp.run([tool + 'swift-demangle', '--simplified'], input='\n'.join(n.split(':')[-1] for n in names), capture_output=True, text=True).stdout.splitlines()
        for d in dem: print('      ' + d[:150])
