print("higlint")
