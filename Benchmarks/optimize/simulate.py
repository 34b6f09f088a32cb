#!/usr/bin/env python3
"""Writes a simulated year of study in this project's review-log format: CARDS new cards
introduced evenly over the year, each answered when py-fsrs 6.3.2's scheduler (with the weights
below, not the defaults) makes it due, and recalled with the probability those weights predict.
Recalled answers are Hard 15 %, Good 75 %, Easy 10 %; first answers Again 20 %, Hard 15 %, Good
55 %, Easy 10 %. Every answer is timed (ms). Deterministic.

    python3 simulate.py OUT [CARDS]          # needs: pip install fsrs==6.3.2
"""
import json
import random
import sys
from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler

# A learner who forgets faster than the defaults expect (the optimizer's target in the benchmark).
TRUE_WEIGHTS = (0.1, 0.6, 1.2, 4.0, 6.4133, 0.8334, 3.0194, 0.001, 1.1, 0.3, 0.6,
                1.0, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.4)


def main():
    out = sys.argv[1]
    cards = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    rng = random.Random(7)
    scheduler = Scheduler(parameters=TRUE_WEIGHTS, enable_fuzzing=False)
    start = datetime(2026, 1, 1, tzinfo=timezone.utc)
    end = start + timedelta(days=365)
    lines = []
    for index in range(cards):
        card = Card(card_id=index + 1)
        now = start + timedelta(days=index * 365 // cards, seconds=rng.randrange(36_000))
        first = True
        while now < end:
            if first:
                rating = rng.choices([Rating.Again, Rating.Hard, Rating.Good, Rating.Easy], [20, 15, 55, 10])[0]
            elif rng.random() < scheduler.get_card_retrievability(card, now):
                rating = rng.choices([Rating.Hard, Rating.Good, Rating.Easy], [15, 75, 10])[0]
            else:
                rating = Rating.Again
            first = False
            lines.append((now, {"card": f"sim-{index}", "rating": rating.name.lower(),
                                "at": now.strftime("%Y-%m-%dT%H:%M:%SZ"), "ms": rng.randrange(2_000, 12_000)}))
            card, _ = scheduler.review_card(card, rating, now)
            now = card.due + timedelta(seconds=rng.randrange(7_200))
    lines.sort(key=lambda pair: pair[0])
    with open(out, "w") as f:
        for _, record in lines:
            f.write(json.dumps(record, separators=(",", ":")) + "\n")
    print(f"{len(lines)} answers to {cards} cards written to {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
