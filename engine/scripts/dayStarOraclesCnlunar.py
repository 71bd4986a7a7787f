"""Writes src/oracles/dayStarCnlunar.json: cnlunar's day star for every date 1901-01-01..2099-12-31.

cnlunar (OPN48/cnlunar, 0.2.4, pure standard-library Python) is run for real, not reimplemented:
`Lunar(datetime(y, m, d, 12)).get_the9FlyStar()` gives the nine palaces' stars read row by row
from the south-east (巽 离 坤 / 震 中 兑 / 艮 坎 乾), so its fifth digit is the star in the centre,
the day's star. It is not on the npm registry, so it is read from a checkout whose folder holds
the `cnlunar` package:

    python3 engine/scripts/dayStarOraclesCnlunar.py /path/to/cnlunar-checkout

Each year is one string of digits 1..9, one a day from 1 January.
"""

import datetime
import json
import pathlib
import sys

sys.path.insert(0, sys.argv[1])
import cnlunar  # noqa: E402  (found only once the checkout is on the path)

FIRST_YEAR, LAST_YEAR = 1901, 2099


def stars_of(year):
    """The centre star of each day of `year`, as one string of digits."""
    day = datetime.datetime(year, 1, 1, 12)
    digits = []
    while day.year == year:
        digits.append(cnlunar.Lunar(day).get_the9FlyStar()[4])
        day += datetime.timedelta(days=1)
    return "".join(digits)


table = {
    "source": "cnlunar 0.2.4 Lunar(datetime(y, m, d, 12)).get_the9FlyStar()[4], run for real",
    "firstYear": FIRST_YEAR,
    "years": [stars_of(year) for year in range(FIRST_YEAR, LAST_YEAR + 1)],
}
out = pathlib.Path(__file__).resolve().parent.parent / "src" / "oracles" / "dayStarCnlunar.json"
out.write_text(json.dumps(table, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
print(f"{sum(len(y) for y in table['years'])} days written to {out}")
