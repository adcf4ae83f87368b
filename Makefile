# Everyday commands; each is one line of `swift`, so nothing here is required.
.PHONY: gallery test docs bench

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

bench:              ## the benchmark table (release build)
	swift run -c release popoverkit-bench

fuzz:               ## the long fuzz campaign: a million hostile cases in release mode (README: Reliability)
	swift run -c release popoverkit-fuzz --seed 1 --cases 1000000
