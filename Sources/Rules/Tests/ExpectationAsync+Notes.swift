import Core

/// The rule's notes (`docs/rules.md`, `combine-migrate rules`): the shapes of test it reads —
/// a value, the end or a failure expected, values counted, filtered or unwrapped, steps,
/// joint waits, expectations other code fulfils — what stays and why, and how the async test
/// behaves. Beside the rule's code, which reads the tests (`ExpectationTest`) and rewrites them.
extension ExpectationAsync {
    package var notes: String { Self.notesText }

    private static let notesText = """
        On by default, in test code only: a method `testX()` of a class that inherits \
        `XCTestCase` (or of any subclass in a file the project builds into a test target). \
        Shapes: `let exp = expectation(description: …)` (or `XCTestExpectation(description: …)`, \
        `XCTestExpectation()`), then one `sink` — `sink(receiveCompletion:receiveValue:)`, its trailing form, or a \
        value-only `sink`, its value closure with a parameter list or with `$0` — stored with \
        `.store(in: &set)`, with a `store(in: bag)` the project declares (a `CancelBag` \
        property: the awaits replace the subscription, so what held it no longer matters; a bag \
        the test declares stays, its declaration being other code), or in a local `let c = …` (or \
        `c = …` of a `var c: AnyCancellable?` declared before it, which goes too, as WooCommerce's \
        tests write it) used nowhere \
        else but in `c.store(in: &set)`, `c.cancel()` (`c?.cancel()`, `c = nil`) after the wait, `defer { c.cancel() }` or \
        `withExtendedLifetime(c) {}` after the `sink` (`withExtendedLifetime((c1, c2)) {}` for steps' \
        cancellables kept alive together, and nothing else), or `withExtendedLifetime(c) { <the wait> }` (which \
        go with it: the subscription ends with the test; statements after the wait in the block that only check, \
        XCTest's assertions and `print`, as DuckDuckGo's permission tests assert there, follow the awaits, before \
        the check that nothing more came, which keeps the values alive through them) — or in `c.cancel()` between the `sink` and \
        the wait, in a test of one step, which becomes `values.cancel()` (what came before it is \
        still awaited, nothing after it is heard) — or in a property of the test class \
        (`cancellable = …`, `self.cancellable = …`, as Realm's tests write it), which held it \
        until the test ended (a `tearDown` cancelling it, say), as the awaited values are held: \
        the property stays, for the code that reads it; not when the test's other code uses it \
        (a read, a `sink` that stays assigning it again) or a `setUp` of the file does (the \
        test's assignment ended what it stored there) — then any statements (the \
        action that makes the value come), then `wait(for: [exp], timeout: t)` or \
        `waitForExpectations(timeout: t)` (with no handler, or one that asserts \
        `XCTAssertNil(error)`, what a timeout's throw says, and whose other statements — \
        naming no error, declaring no name, returning nowhere — follow the awaits, as they ran \
        once the wait returned: DuckDuckGo's AIChat tests) — or, in a test that is `async` already, `await \
        fulfillment(of: [exp], timeout: t)`. \
        **A value expected**: the value closure ends with `exp.fulfill()` (or starts with \
        `defer { exp.fulfill() }`, or fulfils it before its last statements, as corona-warn-app's \
        EventStoreTests do, then assert: the fulfilment goes, and the statements around it \
        follow the await in their order — the value counted once the closure reached it, and \
        no `return` but one right after an `XCTFail` may come in the closure), and the completion \
        handler is absent or only calls `XCTFail` on `.failure` (and does nothing on `.finished`); the `sink` becomes `let values = \
        <publisher>.testValues()` — the support file's helper, which subscribes at once, where \
        the `sink` did, and buffers — and the `wait` becomes `let v = try await \
        values.next(timeout: t)` followed by the closure's other statements (a closure that \
        only keeps the value in a variable, `{ status in result = status }`, becomes `result = \
        try await values.next(timeout: t)`), then `try \
        values.checkNothingMore()` after them: a value more that came by then (during the \
        wait, or sent with the first) fulfilled the `expectation(description:)` a second time, \
        an API violation that fails the test (not after an `XCTestExpectation(description:)`, \
        which allows it; when a value had to meet a condition to count, `try \
        values.checkNothingMore(where: { v in <condition> })`: only a value more that meets it \
        had fulfilled the expectation again). The closure's \
        parameter (after a `@Sendable`, which goes with the closure) is one name, one name with its type (`(rows: [Row]) in`, which the values' \
        declaration keeps, `let values: TestValues<[Row], _> = …`: a generic publisher may \
        take its output type from it), or a tuple's names (`_, accounts in`, `(id, result) in`), which \
        bind the awaited value the same way (`let (id, result) = …`, `for (id, result) in …`); \
        a capture list goes with the closure when it changes nothing the moved code reads \
        (`self`, `unowned self`, a local constant, a `weak` capture the code does not name). \
        A `return` right after an `XCTFail` may skip the fulfilment at the end: the test has \
        failed already, whatever came next. \
        In the completion forms, a value closure may also have no parameter list (`receiveValue: \
        { XCTAssertEqual($0, 1) }`, a `Void` publisher's `{ }`), or be a function passed by name \
        with its argument label (`receiveValue: checkPage(_:)`, `self.record(page:)`), read as a \
        closure calling it with the value; a handler passed otherwise (`receiveValue: check`) \
        keeps the test, with a note. **Tests written as helpers**: a function that is no test \
        method (no parameters, no result, neither `async` nor `throws`; in a class, or in an \
        extension of a protocol the test classes adopt, as SpotifyAPI's suites are) holding the \
        same shapes migrates as a test does when every use of its name in its file is a call, \
        alone or on `self`, that is the whole body of a test method of an `XCTestCase` \
        subclass (`func testAlbums() { albums() }`; of another class, in a test target), and no \
        other file of the run calls a function of that name alone or on `self` (with a file's \
        own such helper apart); those test methods become `@MainActor func testAlbums() async \
        throws { try await albums() }` (an `allTests` array listing them still compiles in Swift 5 mode). A \
        helper in another shape stays with a note saying which. **A failure \
        expected**: the `.failure` branch ends with `exp.fulfill()` (or starts with its `defer`) and the value closure only \
        calls `XCTFail` (or is empty); the `wait` becomes `let e = try await \
        values.failure(timeout: t)` (with `ignoringValues: true` for an empty value closure) \
        followed by the branch's other statements. **The end expected**: the completion handler \
        fulfils the expectation after its branches (it runs once, after every value), its \
        `.failure` branch only calls `XCTFail` and `.finished` runs nothing: the wait becomes \
        `for v in try await values.untilFinished(timeout: t) { … }` — every value until the \
        publisher finishes, within the one timeout for them all, the value closure's statements \
        run for each in turn (its `return`s now `continue`), or `_ = try await …` for an empty \
        closure; a handler that only fulfils it (`receiveCompletion: { _ in exp.fulfill() }`: \
        the wait ended at a failure too, and nothing failed the test) becomes `for v in try \
        await values.untilCompletion(timeout: t) { … }`, every value until the publisher \
        finishes or fails, throwing only when it does not end in time; a handler that runs code \
        on either end, then fulfils it (`{ completion in print(completion); exp.fulfill() }`, \
        or a leading `defer { exp.fulfill() }`; code that does not return early and declares \
        nothing) runs that code after the loop, the completion bound as the handler named it: \
        `let completion = values.receivedCompletion()` (a fresh name where the test's other \
        code or another step names it); with `.finished` only calling `XCTFail` and a `.failure` branch that does more \
        (or none), a failure is expected as above (`values.failure(timeout: t)`). A fulfilment \
        right after an `XCTFail` (`XCTFail(…); exp.fulfill(); return`) goes: the test has \
        failed already, it only ended the wait sooner. **Values counted**: \
        `exp.expectedFulfillmentCount = n` (before the `sink`: a number, local constants holding \
        one and their sums or differences, as AlphaWallet's `callbackCount + 1` of a local `let \
        callbackCount = 10`, or `expected.count` of \
        a local `let expected = [a, b]`, an array literal whose count nothing can change, kept \
        as written), the value closure \
        fulfilling it for each value: `for v in try await values.next(n, timeout: t) { … }` \
        (one timeout for all n, as the wait had), the statement gone (and with it a count of \
        1). **A value filtered**: the value closure starts with `guard <condition> else { return }` \
        (a plain condition: no `let`, `case` or `,`; or a case pattern with none, `case .failure = \
        result`, which the predicate says as `{ v in if case .failure = v { return true }; return \
        false }`) — the values it turned away did not fulfil \
        the expectation — then fulfils it: `let v = try await values.next(timeout: t, where: { v in \
        <condition> })` (one timeout for all the values); so does a value closure that is only \
        `if <condition> { exp.fulfill() }` (no `else`), the condition read as the closure's \
        code is (no state that may change); counted (`expectedFulfillmentCount = n`), only the \
        values that meet it count: `values.next(n, timeout: t, where: { v in <condition> })`. \
        **Values unwrapped**: the value closure starts with `guard let u = <expression of the \
        value> else { return }` (or `guard let v else { return }`; one clause, the expression as \
        plain as a condition), and its code after it uses `u`, not the optional: the nil values \
        it turned away did not count, the others did as `u` — the publisher's `.compactMap { v in \
        <expression> }` (`.compactMap { $0 }` for the value itself) before `.testValues()` passes \
        on the same values, which the test awaits as above (woocommerce's card reader storage \
        tests). Not a closure that declares the value's type (the values' would be the optional). \
        **A value checked by a `switch`**: the value closure ends with a `switch` one case of \
        which ends with the fulfilment, every other case only failing the test (`default: \
        XCTFail(…)`, as Azure's chat event tests check an event's type): a value that took \
        another case failed the test whatever came next, so the first value decides it — `let \
        v = try await values.next(timeout: t)`, then the closure's code, the fulfilment gone \
        (`break` where it was alone in its case). The same for a failure expected whose \
        `.failure` branch ends with such a `switch` over the error (corona-warn-app's provider \
        tests check a server error's status code): `let error = try await \
        values.failure(timeout: t)`, then the branch's code. Not an `if` whose `else` fails (its emptied \
        branch would read badly), nor a `switch` with a case that does more than fail, or that \
        fulfils before other code. **Early returns**: a value closure whose \
        fulfilment is deferred (so every value counts) may return early (`guard let v = … else { \
        XCTFail(…); return }`) when the wait is the test's last statement (of a single step, \
        values not counted): its `return`s, moved after the await, end the test as they ended \
        the closure. A `return` right after an `XCTFail` may end the \
        test (among counted values, before other steps' checks, before code after the wait that \
        only checks: XCTest's assertions, `print`): the test has failed already; not before \
        other code after the wait (a later step's request, a clean-up), which the original ran \
        once the closure returned. **Fulfilled again quietly**: \
        an expectation made with `XCTestExpectation(description:)` (a second fulfilment is no \
        failure; so is one told `exp.assertForOverFulfill = false` before the `sink`, a \
        statement that goes) that the value closure fulfils after other code — a value expected, the \
        test's only expectation, no leading `guard` or `if` — ran the closure for \
        every value that came before the wait returned (a variable it sets holds the last): \
        `for v in try await values.nextAndArrived(timeout: t) { … }` takes the first value \
        within the timeout, then each that came with it by the time the wait would have \
        returned, the closure's statements for each in turn (its `return`s now `continue`); \
        counted (`expectedFulfillmentCount = n`), `values.nextAndArrived(n, timeout: t)` \
        takes the first n within the timeout, then those that came with them — \
        or, on a chain that sends one value at most (ending with `collect()`, `first()`, \
        `count()`, `reduce`… then only operators that pass a value on: `map`, \
        `assertNoFailure()`, `receive(on:)`…), `let v = try await values.next(timeout: t)`, \
        no value coming with it; it stays when \
        code after the wait suspends, sleeps or runs the run loop (`await`, `RunLoop`, \
        `sleep`, another wait), while more values reached the closure. **Steps**: several expectations, each \
        fulfilled by a `sink` of its own (the one its statement names) and waited for by the \
        first wait after that `sink` that waits for it — alone (`wait(for: [e], …)`), or \
        together with others (below) — each `sink` subscribed after the waits of the steps \
        before — subscribe, act, wait; subscribe, act, wait — become as many subscriptions and \
        awaits, in place (`values`, `values2`…, each with its wait's timeout); the earlier steps' `sink`s stayed subscribed while later \
        steps waited, where another value fulfilled the expectation again (an API violation, \
        which fails the test on Apple platforms) or a failure ran the `XCTFail`: after the last \
        step, `try values.checkNothingMore()` for each value step, the last one too (a value \
        more by then had fulfilled its `expectation(description:)` a second time during the \
        wait), fails the test the same way (with its condition, for a step whose values had to \
        meet one to count); `cancellables.removeAll()` between two steps (after one's wait, \
        before the next's `sink` or a later wait for an expectation other code fulfils, as \
        Brave's wallet tests write it) ended the earlier steps' subscriptions there, and \
        becomes their `values.cancel()` and `try values.checkNothingMore()` (what came by \
        then), not checked again at the end; so does a later step's `sink` assigning the \
        property an earlier step's did, after that one's wait (Realm's sectioned-results tests \
        subscribe to the whole, then to a section, through one `cancellable`): the assignment \
        released the earlier subscription once its right side had subscribed, so the earlier \
        values' `cancel()` and check follow the later step's `let values2 = …` (a second \
        assignment before the earlier step's wait ended what it waited for, and the test \
        stays) — not beside a `sink` that stays and stores there \
        too (which it ended as well), nor for a property code of the class other than its \
        tests uses (a `setUp`, a helper a test calls, which may have filled it too), or one \
        the class does not declare in the file; steps one of which `c.cancel()` ends before the \
        last wait stay; an earlier step whose `XCTestExpectation` its \
        value closure only fulfils is not checked (a second fulfilment was no failure). \
        **Waited for together**: several expectations, each fulfilled by a `sink` of its own, \
        subscribed before one `wait(for: [a, b], timeout: t)` (or `fulfillment(of:timeout:)`) \
        that lists those it waits for first, and no other, or `waitForExpectations(timeout: t)`, \
        which waits for every expectation `expectation(description:)` made before it, and \
        which must be the first wait for each of those not waited for before (an \
        `XCTestExpectation(description:)` it never waits for: a test of one waited for so \
        waited for nothing, and stays, with a note), as Brave's `SendTokenStoreTests` wait for \
        two subscriptions after a step waited for alone, and corona-warn-app's health \
        certificate tests for counted values after a wait for a callback alone: each `sink` \
        subscribes where it did, and the wait becomes `let \
        deadline = Date().addingTimeInterval(t)` then each await in turn with `timeout: \
        deadline.timeIntervalSinceNow` — one timeout for them all, as the wait had (what came \
        already is taken however little is left) — then the checks of steps. The closures' \
        statements run in the order of their subscriptions, where they ran in the order the \
        values came: they read only their own value, constants and variables no other code \
        before the wait uses, so the order changes no outcome. **Expectations other code fulfils**: \
        beside the steps, an expectation no `sink` names, used only by `e.fulfill()` in other \
        code's closures (a callback's, a task's), by its wait and by what the test sets on it \
        (a name used before its declaration is another's: `let count = expectation(description: …)` \
        calls the test case's method before corona-warn-app's `let expectation = …`) \
        (`isInverted`, `assertForOverFulfill`, `expectedFulfillmentCount`, which stay: the await \
        honours them, an inverted one awaited until the timeout as the wait ran), stays, and the test awaits it \
        with `await fulfillment(of: [e], timeout: t)` where it first waited for it: alone \
        (`wait(for: [e], …)`), with other such expectations and no step (`wait(for: [e, f], …)`, \
        `await fulfillment(of: [e, f], …)` as it listed them: an inverted one among them still \
        holds the wait to its timeout), or in a wait with steps, first (several in one \
        `fulfillment(of:)`, as the wait listed them), within the shared deadline \
        (`max(deadline.timeIntervalSinceNow, 0)`), so that the values taken after it \
        are those that came by the time that wait returned; the checks of the steps follow the \
        last wait. **Other `sink`s**: a `sink` of the test that names no expectation (one that answers each \
        request, one that records what comes) cannot fulfil one: it stays as it is, subscribed \
        where it was, its closure run as each value comes, beside the migrated ones (whose \
        closures read nothing it may change, as above); a collection it stores into stays too. \
        **Deployment targets**: where the test's module deploys below Swift concurrency (an \
        iOS 12.5 app's test target, which uses OpenCombine), the async test carries \
        `@available(iOS 13.0, *)` for the platforms it falls short on, on a line of its own \
        before its attributes, so that it compiles there; no code calls a test, so no caller \
        needs it. A file that imports OpenCombine and not Combine calls the support file's \
        OpenCombine form (`combine-migrate support --open-combine`: the same helpers on \
        OpenCombine's `Publisher`, each declaration marked with Swift concurrency's \
        availability), and, outside a module the project names, is taken to deploy below \
        concurrency on every platform; one that imports Combine where it can and OpenCombine \
        elsewhere (Linux), each under its `#if`, calls the form for either \
        (`--or-open-combine`). A test that sets state outliving it after the last wait (a \
        global, a type's: `spotifyDecodeLogger.logLevel = saved`) stays: the wait returned on \
        a timeout and that code ran, where a thrown timeout would skip it (a `defer` is fine). \
        A test whose class or a supertype sets `continueAfterFailure = false` migrates with a \
        note: XCTest stops only a synchronous test at its first failure, and an async one goes \
        on after a failed assertion, so code relying on it may crash the run where the test \
        stopped (a passing test's outcome is the same). \
        The method becomes `async throws` (or \
        `async`, when it throws already) and `@MainActor` unless its class is: the test ran on \
        the main thread, and a `receive(on: DispatchQueue.main)` hop now reaches it while it \
        awaits. A chain that delivers on a queue of its own (`receive(on: receiveOnQueue)`) ran \
        the closure's code there; after the await it runs on the test's actor, the same for \
        values a test asserts on — but not for objects confined to the thread or queue that \
        reads them: in a file that imports Realm or Core Data, such a test stays (Realm's \
        frozen-results tests check that the values can be read on that queue), unless the \
        closure only fulfils. In a module that builds in Swift 6 mode, a test that would be made `@MainActor` \
        stays, with a warning, when it keeps a closure (a chain's `map { … }`, a callback's, \
        the `compactMap` an unwrapping `guard let` becomes: isolated to the main actor there, \
        it traps when a publisher calls it on another thread) — not one that runs where it is \
        called: the trailing closure of a method whose declarations in the run (of the \
        receiver's type, in the module or one it imports) take no escaping closure, as Realm's \
        `realm.write { … }`, nor the `@Sendable` work of `DispatchQueue`'s `async` — or its file \
        lists tests in `allTests` (which cannot hold a `@MainActor` method there). A package \
        whose manifest picks its language mode in `#if` branches (`#if compiler(>=6)`) builds \
        in the highest. A test that was `async` keeps its isolation and becomes `throws`. A \
        `private` cancellable set or array of the test class that only the rewritten tests' \
        `sink`s stored into goes too, and so does a local one of the test, with what empties it \
        after the last wait. A statement that ends every subscription of the collection after the \
        last wait (`cancellables.removeAll()`, `subscriptions.forEach({ $0.cancel() })`, as \
        corona-warn-app's cell model tests end) stays, ending those of the `sink`s that stay: \
        the values end with the test, no value being read after it either way. A test whose \
        other code uses the collection its `sink` stored into (`XCTAssertEqual(subscriptions.count, 1)`, \
        `cancellables.removeAll()` between a `sink` and its wait) stays, with a warning. Behaviour: every assertion stays, in the order it ran — but for a value that came \
        before the wait (at subscription, or during the action): its closure's assertions ran \
        before the statements between the `sink` and the wait, and now run after them, at the \
        await; which one fails first can differ, not whether the test fails; a failure, a publisher \
        that finishes without the value (or with no failure), an unexpected value and a \
        timeout are thrown errors, so the test still fails — within the same timeout, never \
        hanging — though the message is the error's, not the `XCTFail`'s. Where a value is expected, only the first value \
        is awaited: a second value, which would have fulfilled the expectation twice (an API \
        violation), or a failure after the value, is no longer looked at. Left as they are, \
        with a note: an inverted expectation (absence over time is the point), one counted \
        with `expectedFulfillmentCount` otherwise, one the `sink` and another \
        callback both fulfil, one no `sink` names used otherwise than above, \
        several expectations or subscriptions in a test other than steps taken in turn or \
        waited for together (a wait with `enforceOrder:`, say), a wait whose `XCTWaiter` result is \
        branched on, a test that also waits for an expectation the rewrite does not follow (one \
        a helper makes, one made again in a loop: its synchronous `wait` would stay in an async \
        test, where it is unavailable), a test that calls a function of the run that blocks its \
        thread for other work — an XCTest wait or a spin of the run loop, in its body or in the \
        functions it calls alone or on `self`, as Canvas's `saveFiles()` does through \
        `drainMainQueue()` (a method of the test's class or supertypes, of an `XCTestCase` \
        extension, or a top-level one of a module of the run: SpotifyAPI's tests call their test \
        utilities' `openAuthorizationURLAndWaitForRedirect(_:)`) — and, for a spin of the run \
        loop (`RunLoop.current.run(…)`, Core Foundation's `CFRunLoopRunInMode`), in the methods \
        they call on other values, matched by name and first argument label whatever the \
        value's type (that function's `authorizer.authorize(timeout: 30)`, whose \
        `CFRunLoopRunInMode` waits for blocks sent to the main queue); read in the files that \
        spin the run loop, the test files that wait or make expectations, and then the test \
        files that name a function found to wait, so a helper in a file that does none of \
        these is not followed — or spins the run loop itself: on the main \
        actor, the async test would hold the main queue those waits wait for, and they would \
        time out; a test that calls, in its own code, a function or an \
        initializer with an `async` overload the run sees (a type's `async` initializer in its \
        body or an extension of its file, as Realm's `Realm(configuration:)`; a method of the \
        test class or a supertype, as DuckDuckGo's `manager { … }`): the async test would pick \
        it and stop compiling), a test whose class's base class the run does not read (a \
        module it cannot place, as Realm's `SwiftSyncTestCase`) and which calls, alone or on \
        `self`, a method its file does not declare (`try write { … }`: the base class may \
        declare an `async` overload of it), a test outside an `XCTestCase` subclass or test \
        target; \
        with a warning, \
        an expectation made with `XCTestExpectation(description:)` that the value closure \
        fulfils after other code where more values than those that came with the first reached \
        the closure (see below), a closure whose code declares a name of the test's other \
        code (moved after the await, out of a loop, it would be declared twice in the test's \
        scope, or hide the other: `let traceLocation = traceLocations[0]` beside the test's \
        own `traceLocation`) or names its value so (`{ checkins in` in two steps) where that \
        code also reads the test's own (`guard let token = token`, a use before its own \
        declaration) — elsewhere the name takes a fresh one in the test's scope \
        (`traceLocation2`, `checkins2`), each use of it in the moved code with it, a loop's \
        value keeping its own — a trailing-closure `sink { … }` where the run declares a `sink` of \
        one closure the call may pick (Canvas's `sink(receiveCompletion:)` on `Future`s of `Void`, \
        on a chain the run does not show is no `Future`; SpotifyAPI's on any publisher of `Void`): \
        its closure may be a completion handler — a publisher reached through optional chaining \
        (`model?.$state`, `model.name?.sink`: its values would be optional, and a nil `model` \
        subscribed to nothing), a property the `sink` assigned its subscription to that other \
        code uses (above), a collection the `sink` stored into that the test empties before a later \
        wait, where code of the class other than its tests uses it too (above), \
        closures that return early otherwise (before a fulfilment at their end, or with code after the wait), have a capture list that holds what the moved code reads as it was (a `weak` reference it \
        reads, a variable's value) or run code the rewrite cannot place, \
        a comment the rewrite would drop (one in a completion handler that only fails the \
        test, say; those of the chain and of the code moved after the await stay), \
        and a closure that reads state which may change between the value's arrival and the \
        await's return (`self`, a property, a local constant's members, a function's result, \
        a local variable other code than the closure's, that after the wait and that before the \
        `sink` outside closures uses, \
        `Thread` unless the chain delivers on the main queue to a main-actor test): it may use \
        the value, local constants as they are, and the properties of one whose value nothing \
        can change (`startDate.timeIntervalSince1970` of `let startDate = Date()`, \
        `response.name` of a struct the file declares once, stored, built of such values — \
        its generic parameters only where it is made of literals; not `timeIntervalSinceNow`, \
        a computed property or a method's result), the test class's constant (`let`) \
        properties as they are (`self.expected`, not `self.expected.count`) — and its `var` \
        properties that hold a reference (of a class the file or its module declares) and that \
        the file sets only in `setUp` or `tearDown`, which hold during a test what `setUp` gave \
        them (Realm's `XCTAssertEqual(self.obj, o)`) — the standard \
        library's checks (`fatalError`, `precondition`) and `print`, types, XCTest's assertions, \
        and calls of functions that read only what they are given — a local function of the \
        test, a method of the test's type (in its body or an extension in the file) or a \
        function of the file's top level, whose code reads its parameters, what it declares, \
        the test's local constants and constant properties as the closure may, and calls only \
        such functions (`check(page)`, `self.checkPage(page)`), or a top-level function of \
        another file that imports XCTest (a test utility: SpotifyAPI's `encodeDecode(_:)`) \
        whose every declaration in the run reads only its arguments, and whose name no type \
        of those files declares a method of; another function the file does not declare keeps \
        the test; a \
        closure that awaits in a task of its own stays too.
        """
}
