#!/usr/bin/env python3
"""py-fsrs 6.3.2's Optimizer on a review log in this project's format; prints the fitted weights as
a JSON list. Needs: pip install "fsrs[optimizer]==6.3.2" (torch, pandas, tqdm)."""
import json
import sys
from datetime import datetime, timezone

from fsrs import Optimizer, Rating, ReviewLog

RATINGS = {"again": Rating.Again, "hard": Rating.Hard, "good": Rating.Good, "easy": Rating.Easy}


def read(path):
    ids, logs = {}, []
    with open(path) as f:
        for line in f:
            record = json.loads(line)
            if "rating" not in record:
                continue
            card = ids.setdefault(record["card"], len(ids) + 1)
            at = datetime.strptime(record["at"][:19], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
            logs.append(ReviewLog(card_id=card, rating=RATINGS[record["rating"]], review_datetime=at,
                                  review_duration=record.get("ms")))
    return logs


if __name__ == "__main__":
    print(json.dumps(list(Optimizer(read(sys.argv[1])).compute_optimal_parameters())))
