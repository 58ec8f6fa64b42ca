import http from 'node:http';
import zlib from 'node:zlib';
http.createServer((req, res) => {
  const up = http.request({ host: '127.0.0.1', port: 3177, path: req.url, method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } }, (r) => {
    const type = String(r.headers['content-type'] ?? '');
    const gz = /gzip/.test(String(req.headers['accept-encoding'] ?? '')) && /text|javascript|json|svg/.test(type);
    const headers = { ...r.headers };
    if (gz) { delete headers['content-length']; headers['content-encoding'] = 'gzip'; }
    res.writeHead(r.statusCode ?? 500, headers);
    if (gz) r.pipe(zlib.createGzip()).pipe(res); else r.pipe(res);
  });
  req.pipe(up);
}).listen(3178, '127.0.0.1');
