extension FeedDecoder {
    /// Puts a streamed module array's modules in the decoded document: decoded, or kept as
    /// their text (`keepsText`), and those left undecoded as the result's `rest`.
    func keep(_ streamed: StreamedModules, in result: inout FeedDecodeResult, owner: KeptModuleText.Owner?, keepsText: Bool) {
        let settings = KeptModuleText.Settings(moduleTypes: moduleTypes, knownKeys: knownKeys, now: now, pathPrefix: streamed.pathPrefix)
        if keepsText, let owner {
            result.document?.modules = FeedModules(kept: KeptModuleText(owner: owner, settings: settings, table: streamed.table))
        } else {
            result.document?.modules = FeedModules(streamed.modules)
        }
        result.document?.moduleCount = streamed.count
        guard let owner, !streamed.undecodedStarts.isEmpty, result.document != nil else { return }
        let elements = UndecodedElements(
            owner: owner, settings: settings, firstPosition: streamed.decodesFirst, keepsText: keepsText,
            starts: streamed.undecodedStarts, ends: streamed.undecodedEnds
        )
        result.rest = UndecodedModules(elements: elements, remaining: 0..<elements.count)
    }
}
