#!/usr/bin/env python3
"""Regenerate corpus.jsonl and queries.jsonl, then run check.py."""
import os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
for script in ("gen_corpus.py", "gen_queries.py", "check.py"):
    r = subprocess.run([sys.executable, os.path.join(HERE, script)])
    if r.returncode != 0:
        sys.exit(r.returncode)
