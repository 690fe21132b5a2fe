import Testing
import TextAndFiles
import Tournaments

@Suite("Durations as people read them")
struct DurationTextTests {
    @Test("A run's time and the time left: milliseconds under a second, then tenths, minutes and seconds, hours and minutes")
    func elapsed() {
        let cases: [(Duration, String)] = [
            (.zero, "0ms"), (.microseconds(300), "1ms"), (.milliseconds(340), "340ms"), (.milliseconds(999), "999ms"),
            (.milliseconds(1000), "1.0s"), (.milliseconds(3649), "3.6s"), (.milliseconds(59_949), "59.9s"),
            (.milliseconds(59_950), "1m 00s"), (.seconds(649.998), "10m 50s"), (.seconds(3599.4), "59m 59s"),
            (.seconds(3600), "1h 00m"), (.seconds(7529), "2h 05m"), (.seconds(100_000), "27h 47m"),
        ]
        for (duration, text) in cases { #expect(duration.elapsedText == text, "\(duration)") }
    }

    @Test("The progress line says the time left as a run's time")
    func progress() {
        let progress = TournamentProgress(done: 1000, total: 100_000, playedNow: 1000, elapsed: .seconds(6.5))
        #expect(progress.line == "tournament: 1000/100000 games, 153 games/s, 10m 44s left")
    }
}
