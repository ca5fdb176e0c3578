/// What each module type, action, component and field of the layout format means, in the words
/// docs/layout-format.md uses: the schema's `description`s, which editors show on hover and
/// beside completions. A test holds the module types' and actions' words to the docs.
public enum FormatDescriptions {
    /// Each module type of the format: the `summary` its `ModuleType` gives.
    public static let moduleTypes: [String: String] = Dictionary(
        uniqueKeysWithValues: ModuleType.standard.compactMap { type in type.summary.map { (type.name, $0) } }
    )

    /// Each action type of the format: what the browser does with it.
    public static let actionTypes: [String: String] = [
        "open_listing": "Pushes the listing's screen: listings/<listing_id>.json from the same source, or a screen built from the card.",
        "open_shop": "Pushes the shop's screen: shops/<shop_id>.json from the same source, or says the source has none.",
        "open_feed": "Switches to that feed: <feed>.json from the same source.",
        "open_url": "Shows the URL; never opens anything by itself.",
        "apply_coupon": "Records the coupon as applied.",
        "toggle_favorite": "Favorites or un-favorites the listing everywhere at once.",
        "follow_shop": "Follows or un-follows the shop.",
        "add_to_cart": "Adds the listing to the cart, at the price shown where it was selected.",
        "search": "Opens search, with the query when there is one.",
    ]

    /// Each object of the format that is not a module or an action.
    static let definitions: [String: String] = [
        "Feed": "A feed: its modules in order, an optional id and title, and the next page.",
        "Module": "A typed module: its type, and its payload under a key equal to that type.",
        "Action": "Something a person can do; the browser's action environment decides what it means.",
        "Header": "A title line above a module's content.",
        "Footer": "A line below a module's content, such as \"See all deals\".",
        "Button": "A button: its text, its action and its style.",
        "Money": "An amount as Etsy Open API v3 sends it: 2450 / 100 USD is $24.50.",
        "Image": "A picture: a path in the source or an http(s) URL, with alt text and a dominant colour.",
        "ListingCard": "A listing as a card: title, price, shop, rating, favorite heart and the rest.",
        "CouponCard": "A Deals-for-you card: a coupon with its pictures, badge, button and expiry.",
        "Requirements": "Who is shown the module: every flag on, every experiment in its variant, the client at least min_version. A requires that cannot be read hides the module from everyone.",
    ]

    /// Each field, by name; `overrides` where one name means different things.
    static let fields: [String: String] = [
        "action": "What selecting it does.",
        "alt_text": "Words for the picture, shown in its placeholder where there is room.",
        "amount": "The amount in units of 1 / divisor of the currency.",
        "badge": "A short badge over the card's picture, such as \"Bestseller\".",
        "button": "The button.",
        "button_text": "The button's words.",
        "code": "The coupon code.",
        "columns": "Cards per row, from 1 to 6.",
        "currency_code": "An ISO 4217 code: three capital letters, such as USD.",
        "description": "The listing's description, wrapped.",
        "discount_text": "A discount as the shop words it, such as \"25% off\".",
        "divisor": "At least 1: JPY uses 1, USD and EUR 100.",
        "dominant_color": "A colour as #rrggbb that tints the placeholder until the picture loads.",
        "experiments": "Experiments by name, each with the variant the reader must be in.",
        "expires_at": "When the coupon ends, in ISO 8601: a date and time, or a date alone meaning the end of that day in UTC. Past it, the card is drawn as expired and its button does nothing.",
        "feed": "The feed to switch to: <feed>.json, a path in the same source.",
        "flags": "Feature flags that must all be on.",
        "footer": "A line below the content.",
        "free_shipping": "Whether shipping is free.",
        "header": "The module's header line.",
        "id": "Stable across reloads: kept state and impressions are keyed by it. Unique in its document.",
        "image": "The picture.",
        "images": "Pictures; a coupon card shows up to three.",
        "is_favorite": "Whether the reader has favorited the listing (default false).",
        "items": "The coupon cards; at least one valid.",
        "listing": "The listing the screen is about.",
        "listing_id": "The listing's id.",
        "listings": "The listing cards; at least one valid.",
        "min_height": "Rows the placeholder takes, from 1 to 40 (default 3).",
        "min_version": "The lowest client version shown the module: dotted numbers, compared number by number.",
        "modules": "The modules in order; each invalid one is dropped alone.",
        "next_page": "The next page of the same feed, a path in the same source; loaded when the reader nears the end.",
        "original_price": "The price before a sale, struck through; ignored unless in price's currency and greater.",
        "path": "The document to load, a path in the same source.",
        "placeholder": "The search field's placeholder text.",
        "price": "The price.",
        "quantity": "How many to add (default 1).",
        "query": "The search's words.",
        "rating": "From 0 to 5.",
        "recommended_listings": "The similar listings on sale; at least one valid.",
        "requires": "Who is shown the module; a gate that cannot be read hides it from everyone.",
        "review_count": "How many reviews the rating is of.",
        "sale_badge": "A badge such as \"Sale\" at the card's top right.",
        "shipping_text": "Shipping in words, such as \"Ships in 1–2 days\".",
        "shop_id": "The shop's id.",
        "shop_name": "The shop's name.",
        "style": "primary or secondary (default primary).",
        "subtitle": "A second, quieter line.",
        "subtitle_text": "A second, quieter line.",
        "tags": "Words about the listing, shown as tags.",
        "target_listing": "The listing the others are similar to.",
        "text": "The footer's words.",
        "title": "The title.",
        "title_text": "The coupon's title.",
        "type": "The type; the payload is under the key of the same name.",
        "url": "The address.",
    ]

    /// Fields whose meaning depends on what holds them, by `Holder.field`.
    static let overrides: [String: String] = [
        "Image.width": "The picture's own width in pixels, at least 1; given with height, or neither.",
        "Image.height": "The picture's own height in pixels, at least 1; given with width, or neither.",
        "Image.url": "A path in the source, or an absolute http(s) URL fetched only from hosts the reader allows.",
        "Action.url": "The URL to show; only http and https are web addresses.",
        "Action.type": "The action's type; an unknown type is kept and shown as inert.",
        "Module.type": "The module's type; a module of a type the client does not know is shown by its fallback, or skipped with a warning.",
        "Feed.id": "The feed's id.",
        "Feed.title": "The feed's title, shown at the top of its screen.",
        "deferred.title": "The placeholder's title until the document loads.",
    ]

    /// The description of field `name` of `holder` (a definition's name or a module type).
    static func field(_ name: String, in holder: String) -> String? {
        if let description = moduleTypes[name] { return description }
        return overrides["\(holder).\(name)"] ?? fields[name]
    }
}
