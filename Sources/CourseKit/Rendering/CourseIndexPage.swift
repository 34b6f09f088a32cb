/// The site's front page: the course, and each lesson written so far with what it holds.
struct CourseIndexPage {
    var course: Course

    func html() -> String {
        let lessons = course.lessons.map { lesson in
            let subtitle = lesson.subtitle.map { " — \(HTMLEscaping.escape($0))" } ?? ""
            let counts = [CountSentences.counted(lesson.steps.count, "step"),
                          CountSentences.counted(lesson.cards.count, "card"),
                          CountSentences.counted(lesson.questions.count, "question"),
                          "about \(lesson.minutes) minutes"].joined(separator: " · ")
            return """
            <li>
            <p class="eyebrow">Lesson \(lesson.number) · Part \(lesson.part): \(HTMLEscaping.escape(lesson.partTitle))</p>
            <h2><a href="\(LessonPage.fileName(for: lesson))">\(HTMLEscaping.escape(lesson.title))</a>\(subtitle)</h2>
            <p class="counts">\(counts)</p>
            </li>

            """
        }.joined()
        let body = """
        <header>
        <p class="eyebrow">\(course.lessons.count) of \(course.lessonCount) lessons written</p>
        <h1>\(HTMLEscaping.escape(course.title))</h1>
        </header>
        <ul class="lesson-list">
        \(lessons)</ul>

        """
        return PageTemplate.page(title: course.title, description: "The lessons of \(course.title)", body: body)
    }
}
