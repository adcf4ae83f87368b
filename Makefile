# Everyday commands; each is a line or two of `swift`, so nothing here is required.
.PHONY: gallery test docs bench bench-quick

gallery:            ## the main job: every style on one sheet, in gallery.png
	swift run popoverkit gallery

test:               ## unit, property, pixel and command-line tests
	swift test

docs:               ## the README's pictures, made by the CLI
	swift run popoverkit gallery -o docs/gallery.png
	swift run popoverkit place --container 1024,768 --anchor 960,700,44,44 --content 320,200 \
		--style orange --diagram docs/placement.png > /dev/null
	tmp=$$(mktemp -d) && swift run popoverkit assets --style classic -o $$tmp/Classic.xcassets > /dev/null && \
		swift run popoverkit compose --assets $$tmp/Classic.xcassets --direction up --size 300,160 --offset=-60 \
		-o docs/composed.png > /dev/null; status=$$?; rm -rf $$tmp; exit $$status

bench:              ## the benchmark table: a full run kept as baseline "latest", then the README's table
	cd Benchmarks && swift package --disable-sandbox benchmark baseline update latest && \
		swift run popoverkit-bench-report latest

bench-quick:        ## a short run that checks the benchmarks work and the static thresholds hold (no timing)
	cd Benchmarks && POPOVERKIT_BENCH_QUICK=1 swift package --disable-sandbox benchmark baseline update quick --no-progress && \
		swift package --disable-sandbox benchmark thresholds check quick && \
		swift run popoverkit-bench-report quick
