#if canImport(CCairo)
import CCairo

/// The font of the sheets' labels on Linux (DejaVu Sans), fixed once per process so that
/// the same sheet draws the same bytes whatever was drawn before it, on any thread.
///
/// Cairo's "toy" font API (`cairo_select_font_face`) resolves its family through
/// fontconfig on first use and caches that resolution for the whole process, hinting
/// included, taken from the font options of whichever surface drew text first: after a
/// PDF (no hinting), every later PNG drew unhinted glyphs; after a PNG, hinted ones. Tests
/// that run in parallel drew their sheets in a different order each time, so one sheet
/// had two possible pictures. Here the family is matched once, the match's file is
/// loaded with fixed options, and every canvas uses ``fixedOptions`` as well.
enum CairoLabelFont {
    /// A font face Cairo may share between threads (it locks the FreeType face itself).
    struct Face: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// DejaVu Sans Book and Bold.
    static let regular = face(weight: FC_WEIGHT_REGULAR, cairoWeight: CAIRO_FONT_WEIGHT_NORMAL)
    static let bold = face(weight: FC_WEIGHT_BOLD, cairoWeight: CAIRO_FONT_WEIGHT_BOLD)

    /// Greyscale antialiasing, no hinting, unhinted advances: the same on every surface
    /// (image or PDF), the same as CoreGraphics, which does not hint either.
    static func setFixedOptions(on context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// The file fontconfig matches for DejaVu Sans at `weight`, as a face with hinting and
    /// antialiasing fixed; Cairo's own toy face of the family if fontconfig matches no file.
    private static func face(weight: Int32, cairoWeight: cairo_font_weight_t) -> Face {
        if let matched = matchedFile(weight: weight) {
            return Face(pointer: matched)
        }
        return Face(pointer: cairo_toy_font_face_create("DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, cairoWeight))
    }

    private static func matchedFile(weight: Int32) -> OpaquePointer? {
        guard let query = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(query) }
        "DejaVu Sans".withCString { family in
            family.withMemoryRebound(to: FcChar8.self, capacity: 12) { _ = FcPatternAddString(query, FC_FAMILY, $0) }
        }
        _ = FcPatternAddInteger(query, FC_WEIGHT, weight)
        _ = FcPatternAddInteger(query, FC_SLANT, FC_SLANT_ROMAN)
        _ = FcConfigSubstitute(nil, query, FcMatchPattern)
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, query, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)

        // Only the file and the rendering wishes: nothing the machine's configuration adds.
        guard let fixed = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(fixed) }
        _ = FcPatternAddString(fixed, FC_FILE, file)
        _ = FcPatternAddInteger(fixed, FC_INDEX, index)
        _ = FcPatternAddBool(fixed, FC_ANTIALIAS, 1)
        _ = FcPatternAddBool(fixed, FC_HINTING, 0)
        _ = FcPatternAddBool(fixed, FC_AUTOHINT, 0)
        _ = FcPatternAddBool(fixed, FC_EMBEDDED_BITMAP, 0)
        let face = cairo_ft_font_face_create_for_pattern(fixed)
        guard let face, cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else { return nil }
        return face
    }
}
#endif
