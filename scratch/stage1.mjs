process.argv[1] = 'x';
