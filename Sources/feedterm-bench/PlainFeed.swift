import FeedModel
import Foundation

/// The same feed as plain Decodable structs, decoded by JSONDecoder with synthesized
/// conformances and nothing else: the baseline `decode_ratio` divides by.
///
/// Every field FeedModel reads is read here too, with the same types, so the two decoders do
/// the same work but for FeedModel's diagnostics and lossy recovery.
enum Plain {
    struct Feed: Decodable {
        let id: String?
        let title: String?
        let modules: [Module]
    }

    struct Module: Decodable {
        let type: String
        let id: String?
        let payload: Payload?

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            type = try container.decode(String.self, forKey: Key(stringValue: "type"))
            id = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "id"))
            let key = Key(stringValue: type)
            // Every type of the format, so a type added without its baseline does not compile.
            switch StandardModuleType(name: type) {
            case .sectionHeader: payload = .header(try container.decode(Header.self, forKey: key))
            case .searchBar: payload = .searchBar(try container.decode(SearchBar.self, forKey: key))
            case .heroBanner, .promoBanner: payload = .banner(try container.decode(Banner.self, forKey: key))
            case .listingCarousel: payload = .carousel(try container.decode(ListingCarousel.self, forKey: key))
            case .listingGrid: payload = .grid(try container.decode(ListingGrid.self, forKey: key))
            case .dealsForYou: payload = .deals(try container.decode(DealsForYou.self, forKey: key))
            case .similarItemsOnSale: payload = .similar(try container.decode(SimilarItemsOnSale.self, forKey: key))
            case .listingDetail: payload = .detail(try container.decode(ListingDetail.self, forKey: key))
            case .deferred, nil: payload = nil  // the bench's feed has no placeholder (GeneratedFeed)
            }
        }
    }

    enum Payload {
        case header(Header), searchBar(SearchBar), banner(Banner), carousel(ListingCarousel), grid(ListingGrid)
        case deals(DealsForYou), similar(SimilarItemsOnSale), detail(ListingDetail)
    }

    struct Action: Decodable {
        let type: String
        let listing_id: Int?
        let shop_id: Int?
        let shop_name: String?
        let feed: String?
        let url: String?
        let code: String?
        let quantity: Int?
        let query: String?
    }

    struct Money: Decodable {
        let amount: Int
        let divisor: Int
        let currency_code: String
    }

    struct Image: Decodable {
        let url: String
        let alt_text: String?
        let dominant_color: String?
    }

    struct Header: Decodable {
        let title: String
        let subtitle: String?
        let action: Action?
    }

    struct Footer: Decodable {
        let text: String
        let action: Action?
    }

    struct Button: Decodable {
        let button_text: String
        let action: Action
        let style: String?
    }

    struct ListingCard: Decodable {
        let listing_id: Int
        let title: String
        let price: Money
        let shop_name: String?
        let original_price: Money?
        let discount_text: String?
        let rating: Double?
        let review_count: Int?
        let is_favorite: Bool?
        let free_shipping: Bool?
        let badge: String?
        let image: Image?
        let action: Action?
    }

    struct CouponCard: Decodable {
        let title_text: String
        let subtitle_text: String?
        let sale_badge: String?
        let images: [Image]?
        let button: Button
        let action: Action?
        let expires_at: String?
    }

    struct SearchBar: Decodable {
        let placeholder: String
        let action: Action?
    }

    struct Banner: Decodable {
        let title: String
        let subtitle: String?
        let image: Image?
        let button: Button?
        let action: Action?
    }

    struct ListingCarousel: Decodable {
        let header: Header
        let listings: [ListingCard]
        let footer: Footer?
    }

    struct ListingGrid: Decodable {
        let header: Header
        let listings: [ListingCard]
        let columns: Int?
        let footer: Footer?
    }

    struct DealsForYou: Decodable {
        let header: Header
        let items: [CouponCard]
        let footer: Footer?
    }

    struct SimilarItemsOnSale: Decodable {
        let header: Header?
        let target_listing: ListingCard
        let recommended_listings: [ListingCard]
        let footer: Footer?
    }

    struct ListingDetail: Decodable {
        let listing: ListingCard
        let description: String?
        let tags: [String]?
        let images: [Image]?
        let shipping_text: String?
        let button: Button?
    }
}
