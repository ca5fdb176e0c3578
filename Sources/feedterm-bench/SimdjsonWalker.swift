import Foundation

/// A small program on libsimdjson (Debian's libsimdjson-dev) that loads a file and walks every
/// element: what `validate_vs_simdjson` compares feedterm's whole `validate` process with.
/// Built once per run with the system's C++ compiler; nil, with why, when it cannot be.
enum SimdjsonWalker {
    static let source = #"""
        #include <simdjson.h>
        #include <cstdio>
        using namespace simdjson;

        static size_t walk(dom::element element) {
            size_t count = 1;
            switch (element.type()) {
            case dom::element_type::ARRAY: {
                dom::array array;
                if (element.get_array().get(array)) return count;
                for (dom::element child : array) count += walk(child);
                break;
            }
            case dom::element_type::OBJECT: {
                dom::object object;
                if (element.get_object().get(object)) return count;
                for (dom::key_value_pair field : object) count += walk(field.value);
                break;
            }
            default:
                break;
            }
            return count;
        }

        int main(int argc, char **argv) {
            if (argc != 2) return 2;
            dom::parser parser;
            dom::element document;
            auto error = parser.load(argv[1]).get(document);
            if (error) {
                std::fprintf(stderr, "%s\n", error_message(error));
                return 1;
            }
            std::printf("%zu\n", walk(document));
            return 0;
        }
        """#

    /// The walker built in `directory`, or why it could not be.
    static func build(in directory: URL) -> Result<String, BenchError> {
        guard let compiler = CommandTimer.find("c++") ?? CommandTimer.find("g++") else {
            return .failure(BenchError("no C++ compiler on PATH"))
        }
        guard FileManager.default.fileExists(atPath: "/usr/include/simdjson.h") else {
            return .failure(BenchError("libsimdjson-dev is not installed (scripts/setup.sh --bench installs it)"))
        }
        let file = directory.appendingPathComponent("walk.cpp"), program = directory.appendingPathComponent("simdjson-walk").path
        do {
            try Data(source.utf8).write(to: file)
            let compile = Process()
            compile.executableURL = URL(fileURLWithPath: compiler)
            compile.arguments = ["-O2", "-std=c++17", file.path, "-o", program, "-lsimdjson"]
            try compile.run()
            compile.waitUntilExit()
            guard compile.terminationStatus == 0 else { return .failure(BenchError("the walker did not compile")) }
        } catch {
            return .failure(BenchError("the walker could not be built: \(error)"))
        }
        return .success(program)
    }
}
