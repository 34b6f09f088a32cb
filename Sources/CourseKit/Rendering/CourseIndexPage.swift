/// The site's front page: the course, and each lesson written so far with what it holds.
struct CourseIndexPage {
    var course: Course

    func html() -> String {
        let lessons = course.lessons.map { lesson in
            let subtitle = lesson.subtitle.map { " — \(HTMLOutputEscaping.escaped($0))" } ?? ""
            let counts = [
                plural(lesson.steps.count, "step"),
                plural(lesson.cards.count, "card"),
                plural(lesson.questions.count, "question"),
                "about \(lesson.minutes) minutes",
            ].joined(separator: " · ")
            return """
                <li>
                <p class="eyebrow">Lesson \(lesson.number) · Part \(lesson.part): \(HTMLOutputEscaping.escaped(lesson.partTitle))</p>
                <h2><a href="\(LessonPage.fileName(for: lesson))">\(HTMLOutputEscaping.escaped(lesson.title))</a>\(subtitle)</h2>
                <p class="counts">\(counts)</p>
                </li>

                """
        }.joined()
        let body = """
            <header>
            <p class="eyebrow">\(course.lessons.count) of \(course.lessonCount) lessons written</p>
            <h1>\(HTMLOutputEscaping.escaped(course.title))</h1>
            </header>
            <ul class="lesson-list">
            \(lessons)</ul>

            """
        return PageTemplate.page(title: course.title, description: "The lessons of \(course.title)", body: body)
    }
}
