This file is not Swift: it is listed in Validation/PositiveFixtures/skip.txt.
