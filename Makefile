# Herald — the two commands of the README, and the benchmark.
#   make demo   install what is missing, build, print the control trees of Examples/, announce the
#               FoodTracker example as VoiceOver in English and Russian, replay the tutorial's
#               "tap the 3rd star" (seed 000), print the seed message rating.value in English,
#               Russian and Arabic, and generate Herald's own string tables in every format and
#               check them
#   make test   install what is missing, run every test
#   make golden rewrite the golden transcripts of Tests/HeraldAnnouncerTests/Golden (review the diff)
#   make bench  load a folder of Interface Builder files and compare with xmllint, then bench-icu,
#               bench-strings and bench-announce
#   make bench-icu  format a catalog message with Herald, ICU's C++ and C APIs and Foundation
#   make bench-announce  announce a generated scene of 100,000 elements (en, ru), next to the cost
#               of one catalog message; target ≥ 200,000 utterances/s
#   make bench-strings  read and re-write IceCubes' String Catalog, next to Python's json

SWIFT ?= swift
CORPUS ?= ../shared/corpus/ib
STRINGS_CORPUS ?= ../shared/corpus/strings
RUNS ?= 5

.PHONY: deps build demo test golden bench bench-icu bench-strings bench-announce format lint

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --product herald

demo: build
	$(SWIFT) run --skip-build herald tree Examples
	@echo
	@echo "What VoiceOver says for the FoodTracker example (RatingControl expanded by its model):"
	$(SWIFT) run --skip-build herald announce Examples/FoodTracker/Main.storyboard
	$(SWIFT) run --skip-build herald announce Examples/FoodTracker/Main.storyboard --locale ru
	@echo
	@echo "Seed 000 replayed (the example starts at 3 stars): tap the 3rd star, which resets the rating as its hint says, then tap it again:"
	$(SWIFT) run --skip-build herald simulate Examples/FoodTracker/Main.storyboard \
	  --actions 'focus:Set 3 star rating,activate,activate'
	$(SWIFT) run --skip-build herald simulate Examples/FoodTracker/Main.storyboard --locale ru \
	  --actions 'focus:Rt8-sC-1mN#3,activate,activate'
	@echo
	@echo "rating.value, formatted through ICU with CLDR plural rules:"
	@herald="$$($(SWIFT) build --show-bin-path)/herald"; for locale in en ru ar; do \
	  for count in 0 1 2 5 21; do \
	    printf '  %-3s %3s  ' $$locale $$count; "$$herald" format rating.value --locale $$locale count=$$count || exit 1; \
	  done; \
	done
	@echo
	@echo "Herald's own Localizations/ generated as string tables in every format, then checked:"
	@herald="$$($(SWIFT) build --show-bin-path)/herald"; out="$$(mktemp -d)"; \
	  "$$herald" strings generate --output "$$out" 2> "$$out.notes" || { cat "$$out.notes"; exit 1; }; \
	  echo "  ($$(grep -c 'not-representable\|restructured\|dropped' "$$out.notes") notes on what a format cannot hold, e.g.:"; \
	  grep -m 2 'not-representable' "$$out.notes" | cut -c1-160 | sed 's/^/    /'; echo "  )"; rm -f "$$out.notes"; \
	  (cd "$$out" && find . -type f | sort | sed 's|^\./|  |' | head -12 && echo "  … $$(find . -type f | wc -l) files"); \
	  for format in xcstrings strings android gettext xliff; do \
	    printf '  check %-10s ' $$format; "$$herald" strings check "$$out/$$format" | tail -1 || exit 1; \
	  done; \
	  rm -rf "$$out"

test: deps
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(SWIFT) run --skip-build herald tree Examples/FoodTracker/Main.storyboard --format json > .build/foodtracker-tree.json
	python3 scripts/validate-json-trees.py Examples/Rating/*.json .build/foodtracker-tree.json
	$(SWIFT) run --skip-build herald strings check $(STRINGS_CORPUS)/mastodon --format sarif > .build/mastodon-strings.sarif; \
	  status=$$?; [ $$status -le 1 ] || exit $$status
	python3 scripts/validate-sarif.py ../shared/schemas/sarif-schema-2.1.0.json .build/mastodon-strings.sarif

golden: deps
	HERALD_UPDATE_GOLDEN=1 $(SWIFT) test --filter HeraldAnnouncerTests
	git status --short Tests/HeraldAnnouncerTests/Golden

bench: deps bench-icu bench-strings bench-announce
	$(SWIFT) build -c release --product herald-bench
	.build/release/herald-bench $(CORPUS) --runs $(RUNS) --unsafe Tests/HeraldTreeTests/Fixtures/unsafe

bench-icu: deps
	$(SWIFT) build -c release --product herald-icu-bench
	.build/release/herald-icu-bench --runs $(RUNS)

bench-strings: deps
	$(SWIFT) build -c release --product herald-strings-bench
	.build/release/herald-strings-bench ../shared/corpus/strings/icecubes/Localizable.xcstrings --runs 20

bench-announce: deps
	$(SWIFT) build -c release --product herald-announce-bench
	.build/release/herald-announce-bench --runs $(RUNS)

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift
