import Testing
import TextAndFiles

/// The one JSON reader says where and why bytes are not JSON in two voices: a journal line's
/// (the column) and an edited file's (its line, and what was found where).
@Suite struct JSONSyntaxErrorTests {
    func error(_ text: String) -> JSONValue.SyntaxError? {
        do throws(JSONValue.SyntaxError) {
            _ = try JSONValue.parse(Array(text.utf8)[...])
            return nil
        } catch {
            return error
        }
    }

    @Test("Each mistake, in a file's words with its line, and in a line's words with its column", arguments: [
        ("[\n  {\"a\": 1,\n   \"b\" 2}\n]", 3, "Unexpected '2' where ':' was expected after a key.", "Expected ':' at column 21."),
        ("[\n  {\"a\": 1}\n", 3, "The file ends inside a list or object.", "Unexpected end of the line at column 14."),
        ("rapfi", 1, "'rapfi' is not a JSON value; text goes in double quotes.", "Expected a value at column 1."),
        ("[tru]", 1, "'tru' is not a JSON value; text goes in double quotes.", "Unexpected text at column 2."),
        ("[1] x", 1, "Unexpected 'x' after the end of the list.", "Unexpected text after the value at column 5."),
        ("{\"a\": \"b\n\"}", 1, "A string is not closed on its line.", "Unclosed string at column 10."),
        ("\n\n{\"a\": \"b", 3, "A string is not closed.", "Unclosed string at column 11."),
        ("{\"a\": 1, \"a\": 2}", 1, "The key 'a' is given twice in one object.", "Key 'a' is given twice at column 10."),
        ("[1 2]", 1, "Unexpected '2' where ',' or ']' was expected.", "Expected ']' at column 4."),
    ])
    func mistake(text: String, line: Int, fileText: String, columnText: String) throws {
        let found = try #require(error(text))
        #expect(found.line == line)
        #expect(found.fileText == fileText)
        #expect(found.columnText == columnText)
    }

    @Test("The line's words are what JSONValue(parsing:) throws")
    func inputError() {
        #expect(throws: InputError("Expected ':' at column 6.")) { try JSONValue(parsing: #"{"a" 1}"#) }
    }
}
