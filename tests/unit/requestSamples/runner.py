# Runs the Python request samples of the API operation pages, one after another in this process.
# argv[1]: a JSON list of sample files. A sample that raises is reported and the next one runs;
# the test server decides whether each request was right.
import json
import sys
import traceback

for file in json.load(open(sys.argv[1])):
    try:
        with open(file) as source:
            exec(compile(source.read(), file, "exec"), {"__name__": "__sample__"})
    except BaseException:
        print(f"SAMPLE-ERROR {file} {traceback.format_exc(limit=1).splitlines()[-1]}", flush=True)
