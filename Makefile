# Herald — the two commands of the README, and the benchmark.
#   make demo   install what is missing, build, print the control trees of Examples/
#   make test   install what is missing, run every test
#   make bench  load a folder of Interface Builder files and compare with xmllint

SWIFT ?= swift
CORPUS ?= ../shared/corpus/ib
RUNS ?= 5

.PHONY: deps build demo test bench format lint

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --product herald

demo: build
	$(SWIFT) run --skip-build herald tree Examples

test: deps
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(SWIFT) run --skip-build herald tree Examples/FoodTracker/Main.storyboard --format json > .build/foodtracker-tree.json
	python3 scripts/validate-json-trees.py Examples/Rating/*.json .build/foodtracker-tree.json

bench: deps
	$(SWIFT) build -c release --product herald-bench
	.build/release/herald-bench $(CORPUS) --runs $(RUNS) --unsafe Tests/HeraldTreeTests/Fixtures/unsafe

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift
