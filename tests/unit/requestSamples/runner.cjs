// Runs the Node.js (axios) request samples of the API operation pages, one after another in this
// process. A sample starts its request and returns; its `require('axios')` gets axios with
// `request` watched, so the runner can wait for the request (and the sample's own `.then`)
// before the next sample. argv[2]: a JSON list of sample files.
const { readFileSync } = require('node:fs');
const axios = require('axios');

async function main() {
  for (const file of JSON.parse(readFileSync(process.argv[2], 'utf8'))) {
    let pending;
    const watched = Object.assign(Object.create(axios), {
      request: (config) => {
        pending = axios.request(config);
        return pending;
      },
    });
    const sampleRequire = (name) => (name === 'axios' ? watched : require(name));
    try {
      new Function('require', readFileSync(file, 'utf8'))(sampleRequire);
      await pending?.catch(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
    } catch (error) {
      console.log(`SAMPLE-ERROR ${file} ${error.message}`);
    }
  }
}

main();
