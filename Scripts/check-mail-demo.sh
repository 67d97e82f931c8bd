#!/usr/bin/env bash
# Checks the README's main command end to end, over real sockets: builds mail-demo, starts it on
# a free port with a fresh mailbox, reads the inbox, the page script and a message, posts one
# event with the session's cookie and token, stops the server with SIGTERM and checks it
# exits cleanly. Prints what failed and exits non-zero on any failure.
#
#   Scripts/check-mail-demo.sh            # STARTUP_TIMEOUT=120 (seconds) by default
set -euo pipefail
cd "$(dirname "$0")/.."

STARTUP_TIMEOUT="${STARTUP_TIMEOUT:-120}"
STOP_TIMEOUT="${STOP_TIMEOUT:-30}"

work="$(mktemp -d)"
server_pid=""

fail() {
    echo "check-mail-demo: FAILED: $*" >&2
    if [ -s "$work/stderr" ]; then
        echo "--- the server's stderr (last lines):" >&2
        tail -n 20 "$work/stderr" >&2
    fi
    exit 1
}

cleanup() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill -KILL "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# A port nothing listens on (the server binds it a moment later; a clash fails the start below).
free_port() {
    local port
    for _ in $(seq 1 50); do
        port=$(( 20000 + RANDOM % 40000 ))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return 0
        fi
    done
    return 1
}

# (Pipelines end in awk, which reads all its input: an early exit would fail them under pipefail.)
# fetch METHOD PATH EXPECTED_STATUS [curl arguments...]: the body goes to $work/body, the headers
# to $work/headers.
fetch() {
    local method="$1" path="$2" expected="$3"
    shift 3
    local status
    status=$(curl -sS --max-time 20 -X "$method" -b "$work/cookies" -c "$work/cookies" \
        -D "$work/headers" -o "$work/body" -w '%{http_code}' "$@" "$base$path") \
        || fail "$method $path: no answer from the server"
    [ "$status" = "$expected" ] || fail "$method $path: status $status, expected $expected ($(head -c 300 "$work/body"))"
}

expect_body() {
    grep -aqF -- "$1" "$work/body" || fail "$2: the answer lacks '$1'"
}

location() {
    tr -d '\r' < "$work/headers" | sed -n 's/^[Ll]ocation: //p' | awk 'NR == 1'
}

echo "== building mail-demo"
swift build --product mail-demo || fail "mail-demo does not build"

port="$(free_port)" || fail "no free port found on 127.0.0.1"
base="http://127.0.0.1:$port"

# start_server: runs mail-demo on $port with the mailbox in $work/data until it prints its address.
start_server() {
    : > "$work/stdout"
    swift run --skip-build mail-demo --port "$port" --data "$work/data" >"$work/stdout" 2>"$work/stderr" &
    server_pid=$!
    for (( waited = 0; ; waited++ )); do
        if grep -aqF "$base" "$work/stdout" 2>/dev/null; then break; fi
        kill -0 "$server_pid" 2>/dev/null || fail "mail-demo exited before printing $base"
        [ "$waited" -lt "$STARTUP_TIMEOUT" ] || fail "mail-demo printed no address within ${STARTUP_TIMEOUT}s"
        sleep 1
    done
    echo "   serving at $base (after ${waited}s)"
}

# stop_server: SIGTERM, then a clean exit within $STOP_TIMEOUT seconds.
stop_server() {
    kill -TERM "$server_pid"
    for (( waited = 0; ; waited++ )); do
        kill -0 "$server_pid" 2>/dev/null || break
        [ "$waited" -lt "$STOP_TIMEOUT" ] || fail "mail-demo still running ${STOP_TIMEOUT}s after SIGTERM"
        sleep 1
    done
    status=0
    wait "$server_pid" || status=$?
    server_pid=""
    [ "$status" -eq 0 ] || fail "mail-demo exited with status $status after SIGTERM, expected 0"
}

echo "== starting swift run mail-demo --port $port --data $work/data"
start_server

echo "== the inbox"
fetch GET / 303
inbox_path="$(location)"
case "$inbox_path" in /m/?*) ;; *) fail "GET /: redirected to '$inbox_path', expected a page /m/ID" ;; esac
cookie="$(tr -d '\r' < "$work/headers" | grep -i '^set-cookie: mosaic-session=' || true)"
[[ "${cookie,,}" == *httponly* && "${cookie,,}" == *samesite=strict* ]] \
    || fail "GET /: no HttpOnly, SameSite=Strict mosaic-session cookie (got '$cookie')"
fetch GET "$inbox_path" 200
expect_body "<h1>Inbox" "GET $inbox_path"
expect_body 'name="event" value="open"' "GET $inbox_path"
# The first row module's view (the one drawn inside the first row of the list): open it.
view_id="$(grep -ao 'data-mosaic-view="[^"]*"[^>]*><div class="row' "$work/body" | awk 'NR == 1' \
    | sed 's/^data-mosaic-view="//; s/".*$//')"
token="$(grep -ao 'name="mosaic-token" value="[^"]*"' "$work/body" | awk 'NR == 1' | sed 's/.*value="//; s/"$//')"
[ -n "$view_id" ] && [ -n "$token" ] \
    || fail "GET $inbox_path: no row event form (view id and token) in the inbox"

echo "== the page script"
fetch GET /mosaic/mosaic.js 200
expect_body "EventSource" "GET /mosaic/mosaic.js"

echo "== an event without the session's token changes nothing"
fetch POST /event 403 --data-urlencode "mosaic-view=$view_id" --data-urlencode "mosaic-token=wrong" \
    --data-urlencode "event=open"

echo "== opening the newest message from its row (one event, with the session's cookie and token)"
fetch POST /event 303 --data-urlencode "mosaic-view=$view_id" --data-urlencode "mosaic-token=$token" \
    --data-urlencode "event=open"
message_path="$(location)"
case "$message_path" in /m/?*) ;; *) fail "POST /event: redirected to '$message_path', expected a page /m/ID" ;; esac
[ "$message_path" != "$inbox_path" ] || fail "POST /event: the front page is still the inbox"
fetch GET "$message_path" 200
expect_body 'class="message"' "GET $message_path"
expect_body '<h1 class="subject">' "GET $message_path"

subject="$(grep -ao '<h1 class="subject">[^<]*' "$work/body" | awk 'NR == 1')"

echo "== stopping the server with SIGTERM"
stop_server

echo "== started again: the browser's cookie brings back the message it had open"
start_server
[ -s "$work/data/sessions.sqlite" ] || fail "no sessions.sqlite beside the mailbox"
mode="$(stat -c %a "$work/data/sessions.sqlite")"
[ "$mode" = "600" ] || fail "sessions.sqlite is readable by others (mode $mode), and it holds cookies"
fetch GET / 303
front="$(location)"
grep -qi '^set-cookie: mosaic-session=' "$work/headers" && fail "GET / after the restart: a new session, not the kept one"
fetch GET "$front" 200
expect_body "$subject" "GET $front after the restart"
# The page's token still works: an event on the restored message's page goes through.
restored_view="$(grep -ao 'data-mosaic-view="[^"]*"' "$work/body" | awk 'NR == 1' | sed 's/^data-mosaic-view="//; s/"$//')"
fetch POST /event 303 --data-urlencode "mosaic-view=$restored_view" --data-urlencode "mosaic-token=$token" \
    --data-urlencode "event=back"
inbox_again="$(location)"
fetch GET "$inbox_again" 200
expect_body "<h1>Inbox" "the inbox, after Back on the restored message"
stop_server

echo "check-mail-demo: passed (inbox, script, message, event, clean stop, restart with the session kept)"
