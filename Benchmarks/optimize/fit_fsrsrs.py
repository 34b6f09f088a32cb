#!/usr/bin/env python3
"""fsrs-rs (PyPI fsrs-rs-python) fitting a review log in this project's format; prints the fitted
weights as a JSON list. Each card's answers become fsrs-rs items the usual way: for every answer a
whole day or more after the previous one, the card's history up to it (days between answers as
whole 24-hour periods)."""
import json
import sys
from datetime import datetime, timezone

from fsrs_rs_python import DEFAULT_PARAMETERS, FSRS, FSRSItem, FSRSReview

RATINGS = {"again": 1, "hard": 2, "good": 3, "easy": 4}


def items(path):
    cards = {}
    with open(path) as f:
        for line in f:
            record = json.loads(line)
            if "rating" not in record:
                continue
            at = datetime.strptime(record["at"][:19], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
            cards.setdefault(record["card"], []).append((at, RATINGS[record["rating"]]))
    result = []
    for answers in cards.values():
        answers.sort()
        reviews = []
        previous = None
        for at, rating in answers:
            delta = 0 if previous is None else (at - previous).days
            reviews.append(FSRSReview(rating, delta))
            previous = at
            if len(reviews) > 1 and delta > 0:
                result.append(FSRSItem(list(reviews)))
    return result


if __name__ == "__main__":
    print(json.dumps(list(FSRS(DEFAULT_PARAMETERS).compute_parameters(items(sys.argv[1])))))
