// Time of POST /api/ask-agent with the built-in agent, per turn, over real HTTP on loopback
// (so each figure includes about a millisecond of HTTP), on the embedded database.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const CONVERSATION = [
  'I slipped on a wet floor in the Riverside warehouse yesterday arvo around 3 and hurt my left wrist',
  'Yes, everyone is safe now and nobody needs an ambulance',
  'I got first aid, an ice pack and a bandage from the first aider',
  'Dana Lee saw it happen',
  'We mopped up the spill and put out a wet floor sign',
];
const QUESTION = 'What should I do after a chemical splash?';

function post(port, host, token, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/ask-agent',
        method: 'POST',
        headers: {
          host,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Runs `conversations` five-message reports and as many safety questions, one at a time. */
export async function benchChat({ port, host, token, conversations = 40 }) {
  const report = [];
  const question = [];
  let errors = 0;
  for (let i = 0; i < conversations; i++) {
    const sessionId = `user-${randomUUID()}`;
    for (const [turn, inputText] of CONVERSATION.entries()) {
      const r = await post(port, host, token, { inputText, sessionId, isFirstMessage: turn === 0 });
      if (r.status !== 200) errors++;
      report.push(r.ms);
    }
    const q = await post(port, host, token, {
      inputText: QUESTION,
      sessionId: `user-${randomUUID()}`,
      isFirstMessage: true,
    });
    if (q.status !== 200) errors++;
    question.push(q.ms);
  }
  return {
    reportTurns: report.length,
    reportP50: percentile(report, 50),
    reportP95: percentile(report, 95),
    questionP50: percentile(question, 50),
    questionP95: percentile(question, 95),
    errors,
  };
}
