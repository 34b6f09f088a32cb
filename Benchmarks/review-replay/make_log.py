#!/usr/bin/env python3
"""Writes a review log of N answers (default 100,000) in the format of docs/review-log.md:
2,000 cards studied over a few years, each answered along its own FSRS schedule with
random grades and lateness, all interleaved in time order, with a few undos. Deterministic.

    python3 make_log.py OUT [N]
"""
import heapq
import json
import random
import sys
from datetime import datetime, timedelta, timezone

RATINGS = ["again", "hard", "good", "easy"]


def main():
    out = sys.argv[1]
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    rng = random.Random(42)
    start = datetime(2024, 1, 1, 8, 0, tzinfo=timezone.utc)
    cards = 2000
    # (time, card, interval in seconds): each card's next answer, a crude schedule that grows with
    # good answers, so the log has learning steps, long gaps and lapses like a real one.
    queue = [(start + timedelta(seconds=rng.randint(0, 400 * 86400)), f"lesson-{c // 40 + 1}.card-{c % 40 + 1}", 60.0)
             for c in range(cards)]
    heapq.heapify(queue)
    # Each card's content hash, changed now and then (an edit of the card).
    hashes = {}
    written = 0
    with open(out, "w") as f:
        while written < total:
            at, card, interval = heapq.heappop(queue)
            rating = rng.choices(RATINGS, weights=(12, 10, 70, 8))[0]
            if card not in hashes or rng.random() < 0.002:
                hashes[card] = "%016x" % rng.getrandbits(64)
            record = {"card": card, "rating": rating, "at": at.strftime("%Y-%m-%dT%H:%M:%SZ"),
                      "hash": hashes[card], "ms": rng.randint(800, 30000)}
            f.write(json.dumps(record, separators=(",", ":")) + "\n")
            written += 1
            if written < total and rng.random() < 0.005:
                undo_at = at + timedelta(seconds=rng.randint(1, 20))
                f.write(json.dumps({"type": "undo", "card": card, "at": undo_at.strftime("%Y-%m-%dT%H:%M:%SZ")},
                                   separators=(",", ":")) + "\n")
                at = undo_at + timedelta(seconds=1)
                # The learner answers again at once (the undone answer doesn't count).
                heapq.heappush(queue, (at, card, interval))
                continue
            if rating == "again":
                interval = 600.0
            elif interval < 86400:
                interval = 86400.0 if rating != "hard" else 43200.0
            else:
                interval = min(interval * {"hard": 1.2, "good": 2.5, "easy": 3.5}[rating], 200 * 86400.0)
            lateness = rng.uniform(0.8, 1.6)
            heapq.heappush(queue, (at + timedelta(seconds=int(interval * lateness)), card, interval))


if __name__ == "__main__":
    main()
