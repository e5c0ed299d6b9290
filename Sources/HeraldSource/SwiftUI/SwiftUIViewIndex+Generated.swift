import HeraldTree

extension SwiftUIViewIndex {
  /// Bindings of no names, that know the structs and string accessors of the files (and the
  /// accessors a build step generates, ``readGeneratedAccessors(keys:)``).
  var emptyBindings: SwiftUIBindings {
    var strings = strings
    strings.generated = generated
    var bindings = SwiftUIBindings(records: records, strings: strings, models: models, enums: enums, assets: assets)
    bindings.platform = platform ?? .iOS
    bindings.storedDefaults = storedDefaults
    return bindings
  }

  /// Reads an accessor `Type.member` of a type no file declares or extends as the key of the
  /// app's tables (`strings`) it is generated from (``GeneratedAccessors``), with the key's text in
  /// the development language; models' initial values are read with them.
  public mutating func readGeneratedAccessors(from strings: AppStrings) {
    generated = GeneratedAccessors(keys: strings.keysByTable, declaredTypes: declaredNames) { table, key in
      strings.developmentValue(key, in: .named(table))
    }
    settleModels()
  }
}
