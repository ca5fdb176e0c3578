import FeedModel

extension ProjectConfig {
    /// This config with `hosts` (`--image-host`'s) added to the hosts absolute picture URLs
    /// may be fetched from: for a flow, which takes its hosts from its source's config.
    package func allowing(imageHosts hosts: [String]) -> ProjectConfig {
        var config = self
        config.imageHosts += hosts
        return config
    }
}
