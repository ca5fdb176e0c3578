import Foundation
import Testing

/// scripts/apt-install.sh (which setup runs) waits for a package lock another process holds, as
/// unattended upgrades hold it on CI images, saying so, instead of failing at once.
struct PackageLockTests {
    static let canTry = getuid() == 0 && FileManager.default.fileExists(atPath: "/var/lib/dpkg/lock-frontend")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    @Test(.enabled(if: canTry, "needs root, dpkg's lock and python3 to hold the lock as apt does"))
    func aHeldLockIsWaitedForAndSaidSo() throws {
        // Another process holds dpkg's lock for 3 s, with fcntl, as apt takes it.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = ["-c", #"import fcntl, sys, time; f = open("/var/lib/dpkg/lock-frontend", "a"); fcntl.lockf(f, fcntl.LOCK_EX); print("held", flush=True); time.sleep(3)"#]
        let held = Pipe()
        holder.standardOutput = held
        try holder.run()
        defer { holder.waitUntilExit() }
        _ = held.fileHandleForReading.availableData
        // A package no archive has: the install fails, but only once the lock came free.
        let script = FeedtermProcess.root.appendingPathComponent("scripts/apt-install.sh").path
        let outcome = try ChildProcess.outcome(script, ["lock-test", "feedterm-no-such-package"], environment: ["FEEDTERM_APT_LOCK_WAIT": "60"])
        #expect(outcome.stderr.contains("lock-test: another process holds the package lock (/var/lib/dpkg/lock-frontend); waiting for it, at most 60 s"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("Could not get lock"), "\(outcome.stderr)")
        #expect(outcome.status != 0)
    }
}
