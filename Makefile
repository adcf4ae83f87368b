# Everyday commands. Each one is a line of ./run, which installs what is missing
# (Cairo, pkg-config, the DejaVu font) before it calls swift; nothing here is required.
.PHONY: gallery test docs documentation examples bench

gallery:            ## the main job: every style on one sheet, in gallery.png
	./run gallery

test:               ## unit, property, pixel, command-line and documentation-example tests
	./run test

docs:               ## the README's pictures, made by the CLI
	./run docs

documentation:      ## DocC for the three libraries, warnings as errors
	./run documentation

examples:           ## the documentation's examples, as tests again (after editing docs)
	scripts/extract-examples

bench:              ## the benchmark table (release build)
	swift run -c release popoverkit-bench
