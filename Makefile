# Everyday commands. Most are a line of ./run, which installs what is missing
# (Cairo, libdeflate, pkg-config, the DejaVu font) before it calls swift; nothing here is required.
.PHONY: gallery test docs documentation examples bench bench-quick fuzz

gallery:            ## the main job: every style on one sheet, in gallery.png
	./run gallery

test:               ## unit, property, pixel, command-line and documentation-example tests
	./run test

docs:               ## the pictures in docs/ (the README's and its pages'), made by the CLI
	./run docs

documentation:      ## DocC for the six libraries, warnings as errors; then every public symbol documented
	./run documentation

examples:           ## the documentation's examples, as tests and the iOS/macOS type-checks' files again (after editing docs)
	scripts/extract-examples

bench:              ## the benchmark table: a full run kept as baseline "latest", then docs/Benchmarks.md's table
	cd Benchmarks && swift package --disable-sandbox benchmark baseline update latest && \
		swift run popoverkit-bench-report latest

bench-quick:        ## a short run that checks the benchmarks work and the static thresholds hold (no timing)
	cd Benchmarks && POPOVERKIT_BENCH_QUICK=1 swift package --disable-sandbox benchmark baseline update quick --no-progress && \
		swift package --disable-sandbox benchmark thresholds check quick && \
		swift run popoverkit-bench-report quick

fuzz:               ## the long fuzz campaign: a million hostile cases in release mode (docs/Reliability.md)
	swift run -c release popoverkit-fuzz --seed 1 --cases 1000000
