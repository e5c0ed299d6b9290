# Herald — the two commands of the README, and the benchmark.
#   make demo   install what is missing, build, print the control trees of Examples/ (storyboards,
#               JSON trees and SwiftUI views), announce the
#               FoodTracker example as VoiceOver in English and Russian, replay the tutorial's
#               "tap the 3rd star" (seed 000), write the HTML report of the Examples
#               (.build/herald-report.html), audit the Examples (text, Russian, SARIF, a rule
#               pack), print the seed message rating.value in English,
#               Russian and Arabic, generate Herald's own string tables in every format and
#               check them, and speak the Examples to WAV files (.build/demo-speech)
#   make test   install what is missing, run every test (and the SwiftPM plugin on Examples/AuditPluginSample,
#               and make fuzz-smoke; CI also runs make dist-check, .ci/run);
#               without ../shared beside the repository the steps and tests that need its corpora or
#               schemas are skipped, each saying why, and listed at the end; with CI set (CI=true, as
#               CI services set it) a missing ../shared is an error, because CI must run everything
#   make install [PREFIX=/usr/local]  a release build of herald (Swift's runtime linked in) in PREFIX/bin;
#               make uninstall removes it
#   make dist   the release tarball .build-dist/herald-VERSION-linux-ARCH.tar.gz (bin/herald, the Examples,
#               the README, RUNTIME: the Debian packages it needs); make dist-check runs it in a clean
#               Debian 12 root made by debootstrap, with only those packages (needs root; docs/install.md)
#   make docs   regenerate docs/commands/*.md from each command's --help and docs/rules.md from
#               herald rules list --format markdown (a test fails when they are stale)
#   make rules-registry  regenerate Sources/HeraldRules/BuiltInRules+Generated.swift and the rules'
#               English messages in Localizations/en.json (copied from the rule files) after
#               adding or changing a rule
#   make new-rule ID=tab-bar-unlabeled CATEGORY=Labels  write the skeleton of a rule and its test
#               (Sources/HeraldRules/Rules/Labels/TabBarUnlabeledRule.swift, Tests/HeraldRulesTests/Rules/…),
#               then run rules-registry; the test fails until the skeleton's TODOs are written
#   make plugin-example  run `swift package herald-audit` in Examples/AuditPluginSample (builds Herald there)
#   make golden rewrite the golden transcripts of Tests/HeraldAnnouncerTests/Golden and the golden
#               phonemes of Tests/HeraldSpeechTests/Golden (review the diff)
#   make bench  load a folder of Interface Builder files and compare with xmllint, load a synthesized
#               2.9 MB storyboard minified vs pretty-printed (target ≤ 1.5×), then bench-icu,
#               bench-strings, bench-announce, bench-audit and bench-speech
#   make bench-icu  format a catalog message with Herald, ICU's C++ and C APIs and Foundation
#   make bench-announce  announce a generated scene of 100,000 elements (en, ru), next to the cost
#               of one catalog message; target ≥ 200,000 utterances/s
#   make bench-audit  audit every corpus file with every rule in one process, next to xmllint --noout
#   make bench-source  index every Swift file of the IceCubes and Open Food Facts apps (swift-syntax),
#               next to `swiftc -frontend -parse` over the same files; target ≤ 2×, goal ≤ 1.2×
#   make bench-swiftui  load and audit every SwiftUI view of IceCubes, next to `swiftc -frontend
#               -parse` over the same files (the floor)
#   make bench-report  render the HTML report of a generated 1,000-element scene in headless Chromium,
#               next to Chromium rendering an empty page; target < 2 s
#   make bench-strings  read and re-write IceCubes' String Catalog, next to Python's json; read it
#               minified next to the pretty one (target ≤ 1.5×); read and write the largest .po of
#               GNOME Calculator's po/ next to msgcat (the floor); read AntennaPod's res/ and
#               Mastodon's .lproj folders whole next to a Python reader (target ≤ 1.5×)
#   make fuzz [TARGET=xml] [SECONDS=60]  build herald-fuzz with libFuzzer and AddressSanitizer
#               (.build-fuzz) and run every fuzz target (or one) for SECONDS each, its corpus seeded
#               from Tests/Fuzz/Seeds; prints executions per target, writes what fails to
#               .build-fuzz/crashes/<target>/ and exits 1 (make it a Tests/Fuzz/Regressions file)
#   make fuzz-smoke  the same, three seconds per target (part of make test)
#   make bench-project [BASE=REV] [APP=DIR] [RUNS=N]  time `herald audit APP` built in release from this
#               tree and from REV (default HEAD~1) in the same run; target ≤ 1.0× (docs/project.md)
#   make bench-speech  speak 200 utterances to WAV files in-process, next to one espeak-ng -w
#               process per utterance; target ≥ 3× faster

SWIFT ?= swift
SHARED ?= ../shared
CORPUS ?= $(SHARED)/corpus/ib
STRINGS_CORPUS ?= $(SHARED)/corpus/strings
SARIF_SCHEMA ?= $(SHARED)/schemas/sarif-schema-2.1.0.json
# Every executable target of Package.swift: make test compiles each (for the machine only), so that
# none stops compiling unseen. `swift build --build-tests` would also compile the whole of herald a
# second time, as the host tool of the command plugin, which only `swift package herald-audit`
# runs (make plugin-example builds it there); the test bundle and these are all make test needs.
EXECUTABLES = herald herald-rules-registry herald-embed herald-bench herald-icu-bench herald-strings-bench \
  herald-announce-bench herald-audit-bench herald-source-bench herald-report-bench herald-swiftui-bench \
  herald-speech-bench herald-fuzz
# What `make test` skipped for want of ../shared, one line each, printed at its end.
SKIPPED = .build/make-test-skipped.txt
RUNS ?= 5
SECONDS ?= 60
TARGET ?=
# make fuzz builds optimised (.build-fuzz); make fuzz-smoke unoptimised in its own folder
# (.build-fuzz-smoke), which builds in 3 minutes instead of 16 on two cores and is fast enough for
# three seconds a target.
FUZZ_SCRATCH ?= .build-fuzz
FUZZ_FLAGS ?=
FUZZ_BUILD = $(SWIFT) build -c release --scratch-path $(FUZZ_SCRATCH) --product herald-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld $(FUZZ_FLAGS)

.PHONY: docs bench-project deps test-tools test-deps release install uninstall dist dist-check build demo test fuzz fuzz-smoke shared-check golden bench bench-icu bench-strings bench-announce bench-audit bench-source bench-swiftui bench-report bench-speech rules-registry new-rule plugin-example format lint

# What building and running need (ICU, espeak-ng): make build, demo, install and dist install only these.
deps:
	@scripts/install-deps.sh build

# What the tests and benchmarks also use: Debian's peer tools (xmllint, gettext, aapt, Chromium, …).
test-tools:
	@scripts/install-deps.sh test

# What only the tests use besides the Debian packages: axe-core, which audits the HTML report's
# own page in headless Chromium (fetched from PyPI into .build/axe), and Python's pbxproj, the
# independent reader `herald project` is compared with (PyPI, into .build/pbxproj).
test-deps: test-tools
	@scripts/fetch-axe.sh
	@scripts/fetch-pbxproj.sh

# herald for installing and shipping: a release build with Swift's standard library and Foundation
# linked in (--static-swift-stdlib), so that it needs only ICU and espeak-ng (scripts/install-deps.sh
# runtime --list). Its own build folder, so that the debug build of make test is not rebuilt.
PREFIX ?= /usr/local
DIST = .build-dist
VERSION = $(shell sed -n 's/.*current = "\(.*\)"/\1/p' Sources/HeraldSyntax/HeraldVersion.swift)
TARBALL = $(DIST)/herald-$(VERSION)-linux-$(shell uname -m).tar.gz

release: deps
	$(SWIFT) build -c release --product herald --static-swift-stdlib --scratch-path $(DIST)

install: release
	install -D -m 755 $(DIST)/release/herald $(DESTDIR)$(PREFIX)/bin/herald
	@echo "Installed $(DESTDIR)$(PREFIX)/bin/herald (remove it with: make uninstall PREFIX=$(PREFIX))."

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/herald

dist: release
	@scripts/dist.sh $(DIST)/release/herald $(VERSION) $(DIST) > /dev/null
	@echo "Wrote $(TARBALL); it needs the Debian packages: $$(scripts/install-deps.sh runtime --list | tr '\n' ' ')"

# The tarball in a clean Debian 12 root (debootstrap; needs root): see scripts/dist-check.sh. Its own
# target, which CI runs after make test (.ci/run): the release build takes about 15 minutes on two cores.
dist-check: test-tools dist
	scripts/dist-check.sh $(TARBALL)

build: deps
	$(SWIFT) build --product herald

demo: build
	$(SWIFT) run --skip-build herald tree Examples
	@echo
	@echo "What VoiceOver says for the FoodTracker example (RatingControl expanded by its model):"
	$(SWIFT) run --skip-build herald announce Examples/FoodTracker/Main.storyboard
	@echo "In Russian: the app's own texts come from Examples/FoodTracker/ru.lproj/Main.strings, Herald's words from its catalog:"
	$(SWIFT) run --skip-build herald announce Examples/FoodTracker/Main.storyboard --locale ru
	@echo "In the pseudo-locale en-XA (accented, 40 % longer), which needs no translator:"
	$(SWIFT) run --skip-build herald announce Examples/FoodTracker/Main.storyboard --locale en-XA
	@echo
	@echo "Seed 000 replayed (the example starts at 3 stars): tap the 3rd star, which resets the rating as its hint says, then tap it again:"
	$(SWIFT) run --skip-build herald simulate Examples/FoodTracker/Main.storyboard \
	  --actions 'focus:Set 3 star rating,activate,activate'
	$(SWIFT) run --skip-build herald simulate Examples/FoodTracker/Main.storyboard --locale ru \
	  --actions 'focus:Rt8-sC-1mN#3,activate,activate'
	@echo
	@echo "The HTML report of the Examples: each screen drawn, what VoiceOver says (English and Arabic), the findings:"
	$(SWIFT) run --skip-build herald report Examples --locale en --locale ar --output .build/herald-report.html
	@echo "Open $$(pwd)/.build/herald-report.html in a browser."
	@echo
	@echo "Audit of the Examples (the JRNL RatingView's unlabeled stars, FoodTracker's \"Tap to…\" hint, …):"
	$(SWIFT) run --skip-build herald audit Examples --fail-on never
	@echo
	@echo "What Herald reads from the seed controls' Swift source, and the audit that judges them by it"
	@echo "(RatingControl passes from its code; JRNL's RatingView sets no accessibility; StarRatingControl is adjustable):"
	$(SWIFT) run --skip-build herald source Examples/FoodTracker Examples/JRNL Examples/StarRating
	$(SWIFT) run --skip-build herald audit Examples/FoodTracker Examples/JRNL Examples/StarRating --fail-on never
	@echo
	@echo "A component model drafted from RatingControl's Swift, then the 3rd star tapped with it in Russian:"
	$(SWIFT) run --skip-build herald components infer Examples/FoodTracker/RatingControl.swift \
	  --output .build/RatingControl.draft.json --force
	$(SWIFT) run --skip-build herald simulate Examples/FoodTracker/Main.storyboard --locale ru \
	  --components .build/RatingControl.draft.json --actions 'focus:Rt8-sC-1mN#3,activate,activate'
	@echo
	@echo "The rating written in SwiftUI: five unlabeled star buttons, and one adjustable element swiped up:"
	$(SWIFT) run --skip-build herald announce Examples/SwiftUI
	$(SWIFT) run --skip-build herald simulate Examples/SwiftUI/AccessibleStarRating.swift --scene MealDetail \
	  --actions 'focus:Rating,increment,increment,increment'
	@echo
	@echo "The rating examples again, with Russian messages:"
	$(SWIFT) run --skip-build herald audit Examples/Rating --locale ru --fail-on never
	@echo
	@echo "The same audit as SARIF 2.1.0 for code scanning:"
	@$(SWIFT) run --skip-build herald audit Examples --format sarif --output .build/herald-demo.sarif --fail-on never && \
	  echo "  wrote .build/herald-demo.sarif: $$(grep -c '"ruleId"' .build/herald-demo.sarif) results"
	@echo
	@echo "A project's own rule pack for its custom controls (Examples/RulePacks):"
	$(SWIFT) run --skip-build herald audit Examples/RulePacks/AcmeScreen.json \
	  --rules Examples/RulePacks/acme.herald-rules.yml --fail-on never
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
	@echo
	@echo "Speech through espeak-ng: which of Herald's locales have a usable voice:"
	$(SWIFT) run --skip-build herald voices
	@echo
	@echo "The FoodTracker example spoken in English and Russian, and the \"tap the 3rd star\" session:"
	@rm -rf .build/demo-speech
	$(SWIFT) run --skip-build herald announce Examples/FoodTracker/Main.storyboard --speak .build/demo-speech/foodtracker-en > /dev/null
	$(SWIFT) run --skip-build herald announce Examples/FoodTracker/Main.storyboard --locale ru --speak .build/demo-speech/foodtracker-ru > /dev/null
	$(SWIFT) run --skip-build herald announce Examples/Rating --locale ar --speak .build/demo-speech/rating-ar > /dev/null
	$(SWIFT) run --skip-build herald simulate Examples/FoodTracker/Main.storyboard \
	  --actions 'focus:Set 3 star rating,activate,activate' --speak .build/demo-speech/simulation-en > /dev/null
	$(SWIFT) run --skip-build herald speak "3 stars set." --locale en --phonemes ipa
	$(SWIFT) run --skip-build herald speak "Выбраны 3 звезды." --locale ru --phonemes ipa
	@echo "  The spoken Examples are in $$(pwd)/.build/demo-speech: $$(find .build/demo-speech -name '*.wav' | wc -l) WAV files, an index.json per folder:"
	@find .build/demo-speech -name index.json | sort | sed 's/^/    /'

test: deps test-deps shared-check
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins Package.swift
	$(SWIFT) build --product HeraldPackageTests
	@for product in $(EXECUTABLES); do echo "$(SWIFT) build --product $$product"; \
	  $(SWIFT) build --product $$product || exit 1; done
	@echo "$(SWIFT) test --skip-build"; { $(SWIFT) test --skip-build 2>&1; echo $$? > .build/swift-test.status; } \
	  | tee .build/swift-test.log; exit "$$(cat .build/swift-test.status)"
	$(SWIFT) run --skip-build herald tree Examples/FoodTracker/Main.storyboard --format json > .build/foodtracker-tree.json
	python3 scripts/validate-json-trees.py Examples/Rating/*.json .build/foodtracker-tree.json
	@if [ -d $(STRINGS_CORPUS)/mastodon ]; then \
	  echo "$(SWIFT) run --skip-build herald strings check $(STRINGS_CORPUS)/mastodon --format sarif"; \
	  $(SWIFT) run --skip-build herald strings check $(STRINGS_CORPUS)/mastodon --format sarif > .build/mastodon-strings.sarif; \
	  status=$$?; [ $$status -le 1 ] || exit $$status; \
	  if [ -f $(SARIF_SCHEMA) ]; then python3 scripts/validate-sarif.py $(SARIF_SCHEMA) .build/mastodon-strings.sarif; \
	  else echo "skipped: validating .build/mastodon-strings.sarif: $(SARIF_SCHEMA) is missing" | tee -a $(SKIPPED); fi; \
	else \
	  echo "skipped: herald strings check on Mastodon's tables (SARIF): $(STRINGS_CORPUS)/mastodon is missing" | tee -a $(SKIPPED); \
	fi
	@corpus=$$([ -d $(CORPUS) ] && echo $(CORPUS)); \
	  [ -n "$$corpus" ] || echo "skipped: auditing $(CORPUS) (only Examples audited): $(CORPUS) is missing" | tee -a $(SKIPPED); \
	  echo "$(SWIFT) run --skip-build herald audit Examples $$corpus --format sarif --output .build/audit.sarif --fail-on never"; \
	  $(SWIFT) run --skip-build herald audit Examples $$corpus --format sarif --output .build/audit.sarif --fail-on never; \
	  status=$$?; [ $$status -le 2 ] || exit $$status; \
	  if [ -f $(SARIF_SCHEMA) ]; then python3 scripts/validate-sarif.py $(SARIF_SCHEMA) .build/audit.sarif; \
	  else echo "skipped: validating .build/audit.sarif: $(SARIF_SCHEMA) is missing" | tee -a $(SKIPPED); fi
	$(MAKE) --no-print-directory plugin-example
	$(MAKE) --no-print-directory fuzz-smoke
	@skipped_tests="$$(grep -E '(Suite|Test) "[^"]*" skipped' .build/swift-test.log)"; \
	  if [ -s $(SKIPPED) ] || [ -n "$$skipped_tests" ]; then \
	    echo; echo "make test passed; it skipped (each line says why):"; \
	    sed 's/^skipped: /  step: /' $(SKIPPED); \
	    [ -z "$$skipped_tests" ] || printf '%s\n' "$$skipped_tests" \
	      | sed -E 's/^[^ ]+ (Suite|Test) (".*") skipped: "(\.\.\/shared\/[^ ]*) is not beside the repository.*$$/  \1 \2: needs \3/; s/^  Suite /  suite: /; s/^  Test /  test: /'; \
	  else echo; echo "make test passed: every step and test ran, none skipped"; fi

# Says what is missing from ../shared; without it the tests that need it are skipped, but CI (the
# variable CI set to anything but "false" or "0") must run everything, so there it fails.
shared-check:
	@mkdir -p .build && : > $(SKIPPED)
	@missing=""; for path in $(CORPUS) $(STRINGS_CORPUS) $(SARIF_SCHEMA); do \
	  [ -e "$$path" ] || missing="$$missing $$path"; \
	done; \
	if [ -n "$$missing" ]; then \
	  case "$${CI:-}" in \
	    ""|false|0) echo "note: missing beside the repository:$$missing; the steps and tests that need them are skipped";; \
	    *) echo "error: CI=$$CI but missing:$$missing. CI must run every test: put the shared folder at $(SHARED)" >&2; exit 1;; \
	  esac; \
	fi

golden: deps
	HERALD_UPDATE_GOLDEN=1 $(SWIFT) test --filter HeraldAnnouncerTests
	HERALD_UPDATE_GOLDEN=1 $(SWIFT) test --filter 'PhonemeGoldenTests/foodTracker'
	git status --short Tests/HeraldAnnouncerTests/Golden Tests/HeraldSpeechTests/Golden

bench: test-tools bench-icu bench-strings bench-announce bench-audit bench-source bench-swiftui bench-report bench-speech
	$(SWIFT) build -c release --product herald-bench
	.build/release/herald-bench $(CORPUS) --runs $(RUNS) --unsafe Tests/HeraldTreeTests/Fixtures/unsafe

bench-icu: test-tools
	$(SWIFT) build -c release --product herald-icu-bench
	.build/release/herald-icu-bench --runs $(RUNS)

bench-strings: test-tools
	$(SWIFT) build -c release --product herald-strings-bench
	.build/release/herald-strings-bench $(STRINGS_CORPUS)/icecubes/Localizable.xcstrings --po $(STRINGS_CORPUS)/gnome-calculator/po \
	  --folder $(STRINGS_CORPUS)/antennapod/res --folder $(STRINGS_CORPUS)/mastodon --runs 20

bench-announce: test-tools
	$(SWIFT) build -c release --product herald-announce-bench
	.build/release/herald-announce-bench --runs $(RUNS)

bench-audit: test-tools
	$(SWIFT) build -c release --product herald-audit-bench
	.build/release/herald-audit-bench $(CORPUS) --runs $(RUNS)

bench-source: test-tools
	$(SWIFT) build -c release --product herald-source-bench
	PATH="$$(dirname "$$(command -v $(SWIFT))"):$$PATH" .build/release/herald-source-bench --runs $(RUNS)

bench-report: test-tools
	$(SWIFT) build -c release --product herald-report-bench
	.build/release/herald-report-bench --runs $(RUNS)

bench-swiftui: test-tools
	$(SWIFT) build -c release --product herald-swiftui-bench
	PATH="$$(dirname "$$(command -v $(SWIFT))"):$$PATH" .build/release/herald-swiftui-bench --runs $(RUNS)

# herald audit of a real app (DuckDuckGo by default) built from this tree next to BASE (HEAD~1).
bench-project: test-tools
	scripts/bench-against.sh $(or $(BASE),HEAD~1) $(or $(APP),$(SHARED)/corpus/apps/duckduckgo+iOS) $(or $(RUNS),3)

bench-speech: test-tools
	$(SWIFT) build -c release --product herald-speech-bench
	.build/release/herald-speech-bench Examples --runs $(RUNS)

# lld links the sanitized build (gold fails on it); SwiftPM names herald-fuzz's entry point `main`,
# so it hands over to libFuzzer's LLVMFuzzerRunDriver rather than linking libFuzzer's main.
fuzz: deps
	$(FUZZ_BUILD)
	@scripts/fuzz.sh $(FUZZ_SCRATCH)/release/herald-fuzz $(SECONDS) $(TARGET)

# Three seconds of every target, run by `make test` (whose `swift test` also replays the seeds and
# regressions without a sanitizer). The sanitized build is unoptimised (-Onone): 3 minutes on a
# clean two-core machine where the optimised one takes 16; three seconds a target find the same
# crashes, only with fewer executions.
fuzz-smoke:
	@$(MAKE) --no-print-directory fuzz SECONDS=3 TARGET= FUZZ_SCRATCH=.build-fuzz-smoke FUZZ_FLAGS="-Xswiftc -Onone"

# The generated reference: docs/commands/*.md from each command's --help and docs/rules.md from
# `herald rules list --format markdown` (ReferencePagesTests fails when they are stale).
docs: deps
	@mkdir -p docs/commands
	HERALD_UPDATE_DOCS=1 $(SWIFT) test --filter ReferencePagesTests

# The registry is generated from the sources; the English catalog entries from the compiled rules,
# by the test that checks them (as `make golden` does for the goldens).
rules-registry:
	$(SWIFT) run herald-rules-registry Sources/HeraldRules
	HERALD_UPDATE_RULE_MESSAGES=1 $(SWIFT) test --filter 'RuleCatalogTests/sourceCatalogIsFresh'

new-rule:
	@[ -n "$(ID)" ] && [ -n "$(CATEGORY)" ] || { echo "usage: make new-rule ID=my-rule CATEGORY=Labels"; exit 2; }
	$(SWIFT) run herald-rules-registry new-rule "$(ID)" "$(CATEGORY)" .
	@$(MAKE) --no-print-directory rules-registry

# The sample has known violations and one suppression: the plugin must report them and fail (exit 1).
# Its build goes to .build/plugin-example, not Examples/AuditPluginSample/.build, where the JSON files
# SwiftPM writes would be found by the tests that read every file of Examples/ (and a second
# `make test` would fail).
plugin-example: deps
	@mkdir -p .build && cd Examples/AuditPluginSample && \
	  $(SWIFT) package --scratch-path ../../.build/plugin-example herald-audit > ../../.build/plugin-example.log 2>&1; \
	  status=$$?; grep -v '^\[' ../../.build/plugin-example.log | tail -n 4; \
	  echo "swift package herald-audit exited with $$status (1: the sample's violations were found, as expected)"; \
	  [ $$status -eq 1 ] && grep -q ' 1 suppressed in 2 files' ../../.build/plugin-example.log

format:
	$(SWIFT) format --in-place --recursive Sources Tests Plugins Package.swift

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins Package.swift
