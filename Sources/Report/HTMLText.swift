import GameCore

/// Text made safe for a page: what a bot wrote (its name, its reason for a fault) reaches the
/// page only through here, or as JSON read by the page's script, which sets it as text.
enum HTMLText {
    /// `text` as element content or a quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// written as entities, and control characters written out as a terminal shows them
    /// (``Swift/String/escapedForDisplay(limit:)``), cut to `limit` characters when given.
    static func escape(_ text: String, limit: Int? = nil) -> String {
        var escaped = ""
        for character in text.escapedForDisplay(limit: limit) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// JSON placed inside a `<script>` element: every `<` (which JSON has only inside
    /// strings) written as `\u003C`, so no `</script>` or `<!--` in a bot's text can end it.
    static func scriptSafe(_ json: String) -> String {
        guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
        var text = ""
        text.reserveCapacity(json.utf8.count + 16)
        for character in json {
            if character == "<" { text += "\\u003C" } else { text.append(character) }
        }
        return text
    }
}
