@main
struct HostileApp {}
