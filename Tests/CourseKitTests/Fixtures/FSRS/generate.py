#!/usr/bin/env python3
"""Writes vectors.json: review sequences scheduled by py-fsrs 6.3.2 with fuzz off, which
Tests/CourseKitTests/Review/Scheduling/SchedulerVectorTests.swift replays through the Swift scheduler.

    pip install fsrs==6.3.2 && python3 generate.py     # deterministic: same file every run

Each sequence names a settings block (weights, retention, steps in microseconds, maximum interval)
and, optionally, a second block that takes over from review `switch` on (a scheduler with fewer
steps taking over a card mid-steps). Each review is
    [at, rating, elapsed_days|null, retrievability_before, state, step|null, stability, difficulty, due]
with times as ISO 8601 UTC strings and every real number as a string holding Python's repr (the
shortest text that reads back as the same double): Foundation's JSONSerialization on Linux rounds
some 17-digit numbers by an ulp, and these vectors are meant to be compared bit for bit.
"""
import json
import random
import sys
from datetime import datetime, timedelta, timezone

from importlib.metadata import version

from fsrs import Card, Rating, Scheduler, State
from fsrs.scheduler import DEFAULT_PARAMETERS, LOWER_BOUNDS_PARAMETERS, UPPER_BOUNDS_PARAMETERS

assert version("fsrs") == "6.3.2", "the vectors are for py-fsrs 6.3.2"

UTC = timezone.utc
STATE = {State.Learning: "learning", State.Review: "review", State.Relearning: "relearning"}
RATING = {1: "again", 2: "hard", 3: "good", 4: "easy"}


def iso(t):
    text = t.strftime("%Y-%m-%dT%H:%M:%S")
    if t.microsecond:
        text += ".%06d" % t.microsecond
    return text + "Z"


def micros(d):
    return d // timedelta(microseconds=1)


SETTINGS = {}


def setting(name, **kwargs):
    kwargs.setdefault("enable_fuzzing", False)
    scheduler = Scheduler(**kwargs)
    SETTINGS[name] = scheduler
    return name


def describe(scheduler):
    return {
        "weights": [repr(float(w)) for w in scheduler.parameters],
        "retention": repr(scheduler.desired_retention),
        "learning_steps_us": [micros(s) for s in scheduler.learning_steps],
        "relearning_steps_us": [micros(s) for s in scheduler.relearning_steps],
        "max_interval": scheduler.maximum_interval,
    }


def random_weights(rng):
    # Near the defaults most of the time (realistic), anywhere in bounds sometimes (edges).
    out = []
    for d, a, b in zip(DEFAULT_PARAMETERS, LOWER_BOUNDS_PARAMETERS, UPPER_BOUNDS_PARAMETERS):
        if rng.random() < 0.25:
            v = rng.uniform(a, b)
        else:
            v = min(max(d * rng.uniform(0.5, 1.5), a), b)
        out.append(round(v, 6))
    return out


def run(name, settings, start, plan, switch=None, settings_after=None):
    """plan: list of (gap timedelta, rating)."""
    card = Card(card_id=1, due=start)
    now = start
    reviews = []
    for index, (gap, rating) in enumerate(plan):
        scheduler = SETTINGS[settings_after if switch is not None and index >= switch else settings]
        now = now + gap
        elapsed = (now - card.last_review).days if card.last_review else None
        r = scheduler.get_card_retrievability(card, now)
        card, _ = scheduler.review_card(card, Rating(rating), now)
        reviews.append([iso(now), RATING[rating], elapsed, repr(float(r)), STATE[card.state], card.step,
                        repr(card.stability), repr(card.difficulty), iso(card.due)])
    sequence = {"id": name, "settings": settings, "start": iso(start), "reviews": reviews}
    if switch is not None:
        sequence["switch"] = switch
        sequence["settings_after"] = settings_after
    return sequence


def random_gap(rng):
    kind = rng.random()
    if kind < 0.30:
        return timedelta(seconds=rng.randint(1, 3600))
    if kind < 0.45:
        return timedelta(seconds=rng.randint(3600, 86399))
    if kind < 0.55:  # at or around whole days: the t = 1 boundary
        return timedelta(days=rng.randint(1, 3), seconds=rng.choice([-1, 0, 0, 1]))
    if kind < 0.97:
        return timedelta(days=rng.randint(1, 120), seconds=rng.randint(0, 86399))
    if kind < 0.985:
        return timedelta(days=rng.randint(300, 3000))
    return -timedelta(seconds=rng.randint(1, 7200))  # out of order: negative elapsed time


FUZZ_DRAWS = [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999999]


def fuzz_table(maximum_interval):
    """[days, fuzzed days for each of FUZZ_DRAWS] from py-fsrs's _get_fuzzed_interval, with its
    random() replaced by each draw in turn."""
    import fsrs.scheduler as module
    scheduler = Scheduler(maximum_interval=maximum_interval)
    saved = module.random
    rows = []
    try:
        for days in list(range(1, 120)) + [150, 200, 365, 1000, 5000, 36499, 36500]:
            if days > maximum_interval:
                continue
            row = [days]
            for u in FUZZ_DRAWS:
                module.random = lambda u=u: u
                row.append(scheduler._get_fuzzed_interval(interval=timedelta(days=days)).days)
            rows.append(row)
    finally:
        module.random = saved
    return rows


def main():
    rng = random.Random(20261130)
    setting("defaults")
    setting("retention-0.85", desired_retention=0.85)
    setting("retention-0.95", desired_retention=0.95)
    setting("retention-0.7", desired_retention=0.7)
    setting("no-learning-steps", learning_steps=())
    setting("no-relearning-steps", relearning_steps=())
    setting("no-steps", learning_steps=(), relearning_steps=())
    setting("three-steps", learning_steps=(timedelta(seconds=30), timedelta(minutes=5), timedelta(hours=1)),
            relearning_steps=(timedelta(minutes=5), timedelta(hours=2)))
    setting("one-step", learning_steps=(timedelta(seconds=17),), relearning_steps=(timedelta(seconds=17),))
    setting("odd-steps", learning_steps=(timedelta(seconds=7), timedelta(seconds=20)),
            relearning_steps=(timedelta(seconds=3), timedelta(seconds=8)))
    setting("day-steps", learning_steps=(timedelta(hours=1), timedelta(days=1)),
            relearning_steps=(timedelta(days=1),))
    setting("max-30", maximum_interval=30)
    setting("max-365", maximum_interval=365)
    setting("max-1", maximum_interval=1)
    for i in range(6):
        setting(f"weights-{i}", parameters=random_weights(rng),
                desired_retention=rng.choice([0.8, 0.9, 0.93]))
    setting("weights-min", parameters=LOWER_BOUNDS_PARAMETERS)
    setting("weights-max", parameters=UPPER_BOUNDS_PARAMETERS)

    sequences = []
    start = datetime(2026, 1, 5, 9, 30, 0, tzinfo=UTC)

    # 1. Every state × rating × timing, for a few settings. A prefix brings the card into the state.
    prefixes = {
        "new": [],
        "learning-0": [(timedelta(0), 1)],
        "learning-1": [(timedelta(0), 3)],
        "review": [(timedelta(0), 4), (timedelta(days=8), 3)],
        "relearning-0": [(timedelta(0), 4), (timedelta(days=8), 3), (timedelta(days=20), 1)],
        "relearning-1": [(timedelta(0), 4), (timedelta(days=8), 1), (timedelta(minutes=6), 3)],
    }
    timings = {"same-day": timedelta(hours=3), "just-under-a-day": timedelta(hours=23, minutes=59, seconds=59),
               "one-day": timedelta(days=1), "later": timedelta(days=9, hours=5), "long-after": timedelta(days=400)}
    for settings in ["defaults", "no-learning-steps", "no-relearning-steps", "no-steps", "three-steps",
                     "one-step", "odd-steps", "retention-0.7", "weights-0", "max-30", "max-1",
                     "weights-min", "weights-max"]:
        for prefix_name, prefix in prefixes.items():
            for timing_name, gap in timings.items():
                if prefix_name == "new" and timing_name != "same-day":
                    continue
                for rating in (1, 2, 3, 4):
                    plan = prefix + [(gap if prefix else timedelta(0), rating)]
                    sequences.append(run(f"grid/{settings}/{prefix_name}/{timing_name}/{RATING[rating]}",
                                         settings, start, plan))

    # 2. A scheduler with fewer steps takes over a card in the middle of its steps.
    for rating in (1, 2, 3, 4):
        sequences.append(run(f"switch/three-to-one/{RATING[rating]}", "three-steps", start,
                             [(timedelta(0), 3), (timedelta(minutes=1), 3), (timedelta(minutes=2), rating),
                              (timedelta(hours=2), 3)],
                             switch=2, settings_after="one-step"))

    # 3. Long random sequences under every setting.
    for settings in SETTINGS:
        for n in range(4 if settings == "defaults" else 2):
            length = rng.randint(25, 60)
            plan = [(timedelta(0), rng.choice((1, 2, 3, 4)))]
            for _ in range(length - 1):
                plan.append((random_gap(rng), rng.choices((1, 2, 3, 4), weights=(2, 2, 6, 1))[0]))
            begin = start + timedelta(days=rng.randint(0, 300), seconds=rng.randint(0, 86399))
            sequences.append(run(f"random/{settings}/{n}", settings, begin, plan))

    out = {
        "generator": "Tests/CourseKitTests/Fixtures/FSRS/generate.py",
        "reference": "py-fsrs 6.3.2, enable_fuzzing=False",
        "settings": {name: describe(s) for name, s in SETTINGS.items()},
        "sequences": sequences,
        "fuzz": {"draws": FUZZ_DRAWS, "maximum_interval": {str(m): fuzz_table(m) for m in (36500, 30)}},
    }
    path = sys.argv[1] if len(sys.argv) > 1 else "vectors.json"
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")
    total = sum(len(s["reviews"]) for s in sequences)
    print(f"{len(sequences)} sequences, {total} reviews -> {path}")


if __name__ == "__main__":
    main()
