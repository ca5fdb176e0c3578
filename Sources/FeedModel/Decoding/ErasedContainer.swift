/// Another decoder's keyed container, in a box of a size known at compile time, for
/// `V3Container.Object`.
final class ErasedContainer<Key: CodingKey> {
    let base: KeyedDecodingContainer<Key>

    init(_ base: KeyedDecodingContainer<Key>) {
        self.base = base
    }
}
