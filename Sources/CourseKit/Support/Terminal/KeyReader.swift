#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads keys from a raw-mode terminal, and wakes up for window resizes too.
///
/// It waits on both the input and the resize pipe of a `SignalWatcher`, so a SIGWINCH re-wraps the
/// screen at once.
package final class KeyReader {
    private let input: Int32
    private let wakeUp: Int32?
    /// Bytes read and not yet decoded.
    ///
    /// Those from `start` on (dropped from the front in bulk, so that decoding many keys read at
    /// once is linear in their bytes).
    private var pending: [UInt8] = []
    private var start = 0

    package init(input: Int32, wakeUp: Int32?) {
        self.input = input
        self.wakeUp = wakeUp
    }

    func nextKey() -> Key {
        // Without a time limit, only a key ends the wait.
        nextKey(waitingAtMost: -1)!
    }

    /// The next key, or nil when none came within `milliseconds` (negative: wait for one).
    ///
    /// A waiting quiz uses it to draw a spinner while it reads keys.
    func nextKey(waitingAtMost milliseconds: Int32) -> Key? {
        while true {
            if let key = decoded(isFinal: false) { return key }
            if start < pending.count {
                // The start of a sequence or of a character: a following byte within 30 ms
                // belongs to it (arrow keys); otherwise it stands alone (the Escape key).
                var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, 30) > 0, readAvailable() { continue }
                if let key = decoded(isFinal: true) { return key }
                continue
            }
            switch waitForInput(timeoutMilliseconds: milliseconds) {
            case .input:
                guard readAvailable() else { return .endOfInput }
            case .resize:
                return .resize
            case .none:
                if milliseconds >= 0 { return nil }
                continue
            }
        }
    }

    /// A key that is already there; nil when there is none, or only the start of one.
    ///
    /// Its bytes are read (those waiting on the input first, without waiting for more). Keys that
    /// came at once (a paste) are taken this way as one edit before the screen is drawn again.
    func waitingKey() -> Key? {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0, readAvailable() {}
        return decoded(isFinal: false)
    }

    /// The first key of the bytes not yet decoded.
    ///
    /// A short window of them is decoded first (a key is a few bytes; only a bracketed paste needs
    /// them all), so each key costs what its own bytes cost.
    private func decoded(isFinal: Bool) -> Key? {
        let window = 64
        let end = min(pending.count, start + window)
        var bytes = Array(pending[start..<end])
        var key = KeyDecoder.next(from: &bytes, isFinal: isFinal && end == pending.count)
        if key == nil, end < pending.count {
            bytes = Array(pending[start...])
            key = KeyDecoder.next(from: &bytes, isFinal: isFinal)
            start = pending.count - bytes.count
        } else {
            start = end - bytes.count
        }
        if start == pending.count || start > 65_536 {
            pending.removeFirst(start)
            start = 0
        }
        return key
    }
    private enum Readiness { case input, resize, none }

    private func waitForInput(timeoutMilliseconds: Int32) -> Readiness {
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        if let wakeUp { descriptors.append(pollfd(fd: wakeUp, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        guard ready > 0 else { return .none }
        if descriptors.count > 1, descriptors[1].revents & Int16(POLLIN) != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            _ = read(descriptors[1].fd, &drain, drain.count)
            return .resize
        }
        return descriptors[0].revents != 0 ? .input : .none
    }

    /// Appends what can be read now; false at end of input.
    private func readAvailable() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            pending.append(contentsOf: buffer[0..<count])
            return true
        }
    }
}
