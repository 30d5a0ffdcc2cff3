"""A long monkey run against a look: ``python tools/monkey.py --look amiga --events 100000 --seed 1``.

Random keys, typing, clicks, drags, window resizes and time passing (ynot.ui.monkey), headless, the
game's invariants checked after every event. Prints how many events ran, of which kind, how many times
the look was started again and how long it took; exits 1 (with the seed and the event) on a broken
invariant."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--look", default="psion")
    parser.add_argument("--events", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["YNOT_HOME"] = tempfile.mkdtemp(prefix="ynot-monkey-")
    from ynot.ui.launch import build_app, open_store
    from ynot.ui.monkey import InvariantBroken, run_monkey

    store = open_store()
    started = time.perf_counter()

    def make():  # noqa: ANN202 - App
        app = build_app(args.look, store=store, seed=args.seed, scale=1, resume=True, sound=False)
        app.settle()
        return app

    try:
        report = run_monkey(make, args.events, args.seed)
    except InvariantBroken as err:
        print(f"broken after seed {args.seed}: {err}", file=sys.stderr)
        return 1
    finally:
        store.close()
    seconds = time.perf_counter() - started
    kinds = ", ".join(f"{kind} {count}" for kind, count in sorted(report.kinds.items()))
    print(f"{args.look}: {report.events} events ({kinds}) in {seconds:.1f} s, {report.restarts} restarts, "
          f"{report.resizes} resizes, {report.games_over} games seen to the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
