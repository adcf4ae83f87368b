// `import PopoverKit` brings every type an app names: the core's geometry, styles and
// presentation, the image-skin, tip and menu modules, as well as PopoverKit's own views.
@_exported import PopoverCore
@_exported import PopoverImageSkin
@_exported import PopoverTips
@_exported import PopoverMenu
